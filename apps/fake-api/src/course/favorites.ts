import { type Favorite, type FavoriteTargetType, type StoredUser, courseErrors } from '@shui/contract';
import { backendTime } from '../state/clock';
import { fail } from '../http/errors';
import { CourseHall } from './store';
import { nextId, type StoreState } from '../state/state';

/** A user's favourite courses and lessons. Adding is idempotent; removing a missing one is a 404. */
export class CourseFavorites {
  private readonly hall: CourseHall;

  constructor(private readonly state: StoreState) {
    this.hall = state.use(CourseHall);
  }

  /** The title and course of a target, or undefined when it does not exist. */
  private target(
    targetType: FavoriteTargetType,
    targetId: number,
  ): { title: string; courseId: number } | undefined {
    const { courses, lessons } = this.state.data;
    if (targetType === 'course') {
      const course = courses.find((c) => c.id === targetId);
      return course && { title: course.name, courseId: course.id };
    }
    const lesson = lessons.find((l) => l.lessonId === targetId);
    return lesson && { title: lesson.title, courseId: lesson.courseId };
  }

  /** Newest first; a favourite whose target is gone (an imported state) is left out. */
  list(user: StoredUser): Favorite[] {
    return this.state.data.favorites
      .filter((f) => f.userId === user.id)
      .sort((a, b) =>
        a.createTime === b.createTime ? b.favoriteId - a.favoriteId : a.createTime < b.createTime ? 1 : -1,
      )
      .flatMap((f) => {
        const target = this.target(f.targetType, f.targetId);
        return target
          ? [
              {
                favoriteId: f.favoriteId,
                targetType: f.targetType,
                targetId: f.targetId,
                createTime: f.createTime,
                ...target,
              },
            ]
          : [];
      });
  }

  add(user: StoredUser, targetType: FavoriteTargetType, targetId: number): void {
    if (!this.target(targetType, targetId))
      throw fail(
        targetType === 'course' ? courseErrors.favoriteCourseNotFound : courseErrors.favoriteLessonNotFound,
      );
    if (this.hall.isFavorite(user, targetType, targetId)) return;
    const favorites = this.state.data.favorites;
    favorites.push({
      favoriteId: nextId(favorites.map((f) => f.favoriteId)),
      userId: user.id,
      targetType,
      targetId,
      createTime: backendTime(this.state.clock.now()),
    });
    this.state.changed();
  }

  remove(user: StoredUser, targetType: FavoriteTargetType, targetId: number): void {
    const favorites = this.state.data.favorites;
    const at = favorites.findIndex(
      (f) => f.userId === user.id && f.targetType === targetType && f.targetId === targetId,
    );
    if (at < 0) throw fail(courseErrors.favoriteNotFound);
    favorites.splice(at, 1);
    this.state.changed();
  }
}
