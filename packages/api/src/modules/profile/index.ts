/** The profile module's front door: the signed-in user's own profile, reached through the routes. */
export { changePassword, getProfile, setTheme, updateProfile } from './profile.service';
