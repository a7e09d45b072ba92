import {
  teamNameKey,
  type CompetitionDetail,
  type CompetitionRegistration,
  type CompetitionRegistrationInput,
  type CompetitionStage,
  type EventPhase,
  type FakeState,
  type StoredCompetition,
  type StoredCompetitionTeam,
  type StoredUser,
  competitionErrors,
} from '@shui/contract';
import { backendTime } from '../state/clock';
import { fail } from '../http/errors';
import { eventPhase } from '../center/store';
import { nextId, type StoreState } from '../state/state';

type StoredEvent = FakeState['centerEvents'][number];
type StoredRegistration = FakeState['centerRegistrations'][number];

interface Found {
  competition: StoredCompetition;
  event: StoredEvent;
}

/**
 * The competitions of the /2025 page and their teams. A competition is one of the personal centre's
 * events (title, organiser, place, deadline and dates are the event's); a registration is one of the
 * centre's registrations (`centerRegistrations`) with its team beside it (`competitionTeams`, by
 * registrationId), so the centre lists it and cancels it, and this module sees the cancelling.
 */
export class Competitions {
  constructor(private readonly state: StoreState) {}

  detail(key: string): CompetitionDetail {
    const { competition, event } = this.find(key);
    const now = this.now();
    const phase = this.phase(event);
    return {
      key: competition.key,
      eventId: event.eventId,
      title: event.title,
      subtitle: competition.subtitle,
      organizer: event.organizer,
      coOrganizers: [...competition.coOrganizers],
      place: event.place,
      signupEnd: event.signupEnd,
      startTime: event.startTime,
      endTime: event.endTime,
      phase,
      registrationOpen: phase === 'signup',
      registeredTeams: this.registeredTeams(event.eventId).length,
      schedule: competition.schedule.map((s): CompetitionStage => ({
        ...s,
        status: now < s.startTime ? 'upcoming' : now < s.endTime ? 'current' : 'done',
      })),
      tracks: competition.tracks.map((t) => ({ ...t })),
      prizes: competition.prizes.map((p) => ({ ...p })),
      rulesHtml: competition.rulesHtml,
    };
  }

  /** The caller's registration (a cancelled one too), or null when they never registered a team. */
  registrationOf(user: StoredUser, key: string): CompetitionRegistration | null {
    const found = this.find(key);
    const registration = this.mine(user, found.event.eventId);
    const team = registration && this.team(registration.registrationId);
    return registration && team ? this.view(found, registration, team) : null;
  }

  /**
   * Registers the caller's team while registration is open. A team cancelled in the personal centre
   * registers again under its registrationId (one registration per user and event, as entry d lists).
   */
  register(user: StoredUser, key: string, input: CompetitionRegistrationInput): CompetitionRegistration {
    const found = this.find(key);
    this.requireOpen(found.event);
    let registration = this.mine(user, found.event.eventId);
    if (registration && registration.cancelTime === null && this.team(registration.registrationId))
      throw fail(competitionErrors.alreadyRegistered);
    const fields = this.checkTeam(user, found, input, registration?.registrationId);
    const now = this.now();
    if (!registration) {
      registration = {
        registrationId: nextId(this.state.data.centerRegistrations.map((r) => r.registrationId)),
        userId: user.id,
        eventId: found.event.eventId,
        registerTime: now,
        cancelTime: null,
      };
      this.state.data.centerRegistrations.push(registration);
    } else if (registration.cancelTime !== null) {
      registration.registerTime = now;
      registration.cancelTime = null;
    }
    const { registrationId } = registration;
    const teams = this.state.data.competitionTeams;
    const team: StoredCompetitionTeam = { registrationId, ...fields, updateTime: now };
    const index = teams.findIndex((t) => t.registrationId === registrationId);
    if (index === -1) teams.push(team);
    else teams[index] = team;
    this.state.changed();
    return this.view(found, registration, team);
  }

  /** Replaces the team of the caller's registration while registration is open. */
  update(user: StoredUser, key: string, input: CompetitionRegistrationInput): CompetitionRegistration {
    const found = this.find(key);
    this.requireOpen(found.event);
    const registration = this.mine(user, found.event.eventId);
    const team = registration && this.team(registration.registrationId);
    if (!registration || registration.cancelTime !== null || !team)
      throw fail(competitionErrors.notRegistered);
    Object.assign(team, this.checkTeam(user, found, input, registration.registrationId), {
      updateTime: this.now(),
    });
    this.state.changed();
    return this.view(found, registration, team);
  }

  private now(): string {
    return backendTime(this.state.clock.now());
  }

  /** The competition and its event; an unknown key (or a competition whose event is gone) is 404. */
  private find(key: string): Found {
    const competition = this.state.data.competitions.find((c) => c.key === key);
    const event = competition && this.state.data.centerEvents.find((e) => e.eventId === competition.eventId);
    if (!competition || !event) throw fail(competitionErrors.notFound);
    return { competition, event };
  }

  /** As the personal centre says it (center/store.ts): sign-up until the deadline, and so on. */
  private phase(event: StoredEvent): EventPhase {
    return eventPhase(event, this.now());
  }

  private requireOpen(event: StoredEvent): void {
    if (this.phase(event) !== 'signup') throw fail(competitionErrors.closed);
  }

  /** The caller's registration of the event: the live one, else the latest cancelled one. */
  private mine(user: StoredUser, eventId: number): StoredRegistration | undefined {
    const rows = this.state.data.centerRegistrations.filter(
      (r) => r.userId === user.id && r.eventId === eventId,
    );
    return (
      rows.find((r) => r.cancelTime === null) ??
      rows.sort((a, b) => (a.registerTime < b.registerTime ? 1 : -1))[0]
    );
  }

  private team(registrationId: number): StoredCompetitionTeam | undefined {
    return this.state.data.competitionTeams.find((t) => t.registrationId === registrationId);
  }

  /** The teams of the event whose registration is not cancelled. */
  private registeredTeams(eventId: number): StoredCompetitionTeam[] {
    const live = new Set(
      this.state.data.centerRegistrations
        .filter((r) => r.eventId === eventId && r.cancelTime === null)
        .map((r) => r.registrationId),
    );
    return this.state.data.competitionTeams.filter((t) => live.has(t.registrationId));
  }

  /**
   * What only the state can tell of a team (the body's own rules are the contract's): a track of this
   * competition, the caller as leader, a name no other registered team has. Answers the team to keep,
   * its leader first and an empty student number as none.
   */
  private checkTeam(
    user: StoredUser,
    { competition, event }: Found,
    input: CompetitionRegistrationInput,
    ownRegistrationId: number | undefined,
  ): Omit<StoredCompetitionTeam, 'registrationId' | 'updateTime'> {
    if (!competition.tracks.some((t) => t.key === input.track)) throw fail(competitionErrors.track);
    const leader = input.members.find((x) => x.role === 'leader');
    const realName = user.truename.trim();
    if (!leader || (realName !== '' && leader.name !== realName)) throw fail(competitionErrors.leader);
    const name = teamNameKey(input.teamName);
    const taken = this.registeredTeams(event.eventId).some(
      (t) => t.registrationId !== ownRegistrationId && teamNameKey(t.teamName) === name,
    );
    if (taken) throw fail(competitionErrors.taken);
    const members = [leader, ...input.members.filter((x) => x !== leader)].map((x) => ({
      name: x.name,
      studentNumber: x.studentNumber ? x.studentNumber : null,
      role: x.role,
    }));
    return {
      teamName: input.teamName.replace(/\s+/g, ' '),
      track: input.track,
      members,
      institution: input.institution,
      phone: input.phone,
      email: input.email,
    };
  }

  private view(
    { competition, event }: Found,
    registration: StoredRegistration,
    team: StoredCompetitionTeam,
  ): CompetitionRegistration {
    const registered = registration.cancelTime === null;
    return {
      registrationId: registration.registrationId,
      key: competition.key,
      teamName: team.teamName,
      track: team.track,
      trackName: competition.tracks.find((t) => t.key === team.track)?.name ?? team.track,
      members: team.members.map((x) => ({ ...x })),
      institution: team.institution,
      phone: team.phone,
      email: team.email,
      status: registered ? 1 : 0,
      registerTime: registration.registerTime,
      updateTime: team.updateTime,
      cancelTime: registration.cancelTime,
      editable: registered && this.phase(event) === 'signup',
    };
  }
}
