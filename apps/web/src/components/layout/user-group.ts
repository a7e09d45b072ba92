/**
 * The user chat group that "problem feedback" points to (spec section 2, help menu). The spec does not
 * give its number: this is a placeholder to be replaced with the real one before release.
 */
export const USER_GROUP_NUMBER = '000000000';
