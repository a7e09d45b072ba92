import { feedbackCategories } from '@shui/contract';

export type FeedbackCategory = (typeof feedbackCategories)[number];
export type FeedbackCategoryKey = FeedbackCategory['key'];
export type FeedbackSubTypeKey = FeedbackCategory['subTypes'][number]['key'];

export function categoryOf(key: FeedbackCategoryKey): FeedbackCategory {
  const category = feedbackCategories.find((c) => c.key === key);
  if (!category) throw new Error(`unknown feedback category ${key}`);
  return category;
}

/**
 * The `feedtype` sent with a feedback: the category's stored (Chinese) value, then each chosen sub-type's
 * value, comma-separated, in the order of the category's list whatever the order they were ticked in
 * (`登录/注册,登录问题,忘记密码`). Sub-types of another category are ignored.
 */
export function composeFeedtype(key: FeedbackCategoryKey, subTypes: readonly string[] = []): string {
  const category = categoryOf(key);
  const chosen = category.subTypes.filter((subType) => subTypes.includes(subType.key));
  return [category.value, ...chosen.map((subType) => subType.value)].join(',');
}
