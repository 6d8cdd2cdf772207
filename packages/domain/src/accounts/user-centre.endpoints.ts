import { endpoint } from '../api/endpoint';
import { myInfoDataSchema } from '../auth/auth.schema';
import { changePasswordResultSchema, changePasswordSchema, updateProfileSchema, userProfileSchema } from './user-centre.schema';

/** The signed-in user's own data: the shell's user data (spec 001 §3) and the user centre (spec 000 §2–§3). */
export const userCentreEndpoints = {
  myInfo: endpoint({ method: 'GET', path: '/api/commonUserInfo/myInfoData.json', mutates: false, response: myInfoDataSchema }),
  profile: endpoint({ method: 'GET', path: '/api/commonUserInfo/profile.json', mutates: false, response: userProfileSchema }),
  updateProfile: endpoint({
    method: 'POST',
    path: '/api/commonUserInfo/profile/update.json',
    body: updateProfileSchema,
    response: userProfileSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/commonUserInfo/password/change.json',
    body: changePasswordSchema,
    response: changePasswordResultSchema,
  }),
};
