import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from './change-password-form';
import { ProfileCard } from './profile-card';

/** Entry 'a': the profile with its avatar upload, and the password change. */
export function PersonalInfo() {
  const profile = useProfile();
  return (
    <>
      <ProfileCard profile={profile} />
      <ChangePasswordForm />
    </>
  );
}
