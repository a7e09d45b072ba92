/** Where each of the four modules is entered from the home page (spec section 2, home page). */
export const moduleRoutes = {
  mooc: '/mooc/school',
  work: '/work/workShop',
  question: '/question/calibrationField',
  codePark: '/codePark/codeParkDetail',
} as const;

export type HomeModule = keyof typeof moduleRoutes;
