import { paths } from '../../config/paths';

/** Where each of the four modules is entered from the home page (spec section 2, home page). */
export const moduleRoutes = {
  mooc: paths.moocSchool,
  work: paths.workShop,
  question: paths.calibrationField,
  codePark: paths.codeParkDetail,
} as const;

export type HomeModule = keyof typeof moduleRoutes;
