import type { FeedbackInput } from '@shui/contract';
import { nextId, type StoreState } from '../state/state';

/** Feedback forms as submitted. */
export class Feedback {
  constructor(private readonly state: StoreState) {}

  add(input: FeedbackInput): { id: number } {
    const feedback = this.state.data.feedback;
    const id = nextId(feedback.map((f) => f.id));
    feedback.push({ ...input, id, createdAt: new Date(this.state.clock.now()).toISOString() });
    this.state.changed();
    return { id };
  }
}
