import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User, SendOtpData, VerifyOtpData } from '@contract/accounts/auth';
import type { LoginUserType, UserType } from '@contract/common';
import type { messages } from '@contract/constants';
import { apiRoutes as endpoints, endpointPath } from '@contract/routes';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api';
import { ApiError, configureApiClient } from '@/lib/api-error';
import { navigateTo } from '@/lib/navigation';

export const SESSION_STORAGE_KEY = 'user_profile_store';
/** Used only when the server does not say how long to wait before a resend. */
export const DEFAULT_RESEND_SECONDS = 30;

type PersistedSession = {
  token: string | null;
  userType: UserType;
  user: User | null;
  isLoggedIn: boolean;
};

type TransientSession = {
  currentMobile: string | null;
  isOtpSent: boolean;
  sendingOtp: boolean;
  verifyingOtp: boolean;
  resendCountdown: number;
  /** the sign-in form's opt-in box (set by that lazy form), sent with the code that creates or opens the account */
  marketingOptIn?: boolean | undefined;
};

type SessionActions = {
  sendOtp: (mobile: string, userType: LoginUserType | null | undefined) => Promise<string>;
  resendOtp: () => Promise<string>;
  verifyOtp: (otp: string) => Promise<User>;
  tickCountdown: () => void;
  changeNumber: () => void;
  setUser: (user: User) => void;
  refreshUser: () => Promise<void>;
  logout: (options?: { revoke?: boolean }) => void;
};

export type SessionState = PersistedSession & TransientSession & SessionActions;

/** A fresh visitor: what logout returns to. */
export const signedOutSession: PersistedSession & TransientSession = {
  token: null,
  userType: 'member',
  user: null,
  isLoggedIn: false,
  currentMobile: null,
  isOtpSent: false,
  sendingOtp: false,
  verifyingOtp: false,
  resendCountdown: 0,
};

// The spec's messages come with the sign-in screens (they validate with them): a first visit that only reads never needs them.
async function messageOf(key: keyof typeof messages): Promise<string> {
  return (await import('@contract/constants')).messages[key];
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      ...signedOutSession,

      async sendOtp(mobile, userType) {
        if (!mobile || !userType) throw new ApiError(await messageOf('mobileAndTypeRequired'));
        set({ sendingOtp: true });
        try {
          const envelope = await callApi<SendOtpData>('POST', endpointPath(endpoints.sendOtp), { mobile, userType });
          set({
            isOtpSent: true,
            currentMobile: mobile,
            userType,
            resendCountdown: envelope.data?.resendAfter ?? DEFAULT_RESEND_SECONDS,
          });
          return envelope.message;
        } finally {
          set({ sendingOtp: false });
        }
      },

      async resendOtp() {
        const { currentMobile, resendCountdown, userType } = get();
        if (!currentMobile || resendCountdown > 0) throw new ApiError(await messageOf('resendTooEarly'));
        return get().sendOtp(currentMobile, userType);
      },

      async verifyOtp(otp) {
        const { currentMobile, userType, marketingOptIn } = get();
        if (!currentMobile || !otp) throw new ApiError(await messageOf('missingOtpContext'));
        set({ verifyingOtp: true });
        try {
          const envelope = await callApi<VerifyOtpData>('POST', endpointPath(endpoints.verifyOtp), {
            mobile: currentMobile,
            otp,
            userType,
            marketingOptIn,
          });
          const data = envelope.data;
          if (!data?.token || !data.user?.userType) throw new ApiError(await messageOf('invalidVerifyResponse'));
          set({ token: data.token, user: data.user, userType: data.user.userType, isLoggedIn: true, isOtpSent: false, resendCountdown: 0 });
          return data.user;
        } finally {
          set({ verifyingOtp: false });
        }
      },

      tickCountdown() {
        set((state) => ({ resendCountdown: Math.max(0, state.resendCountdown - 1) }));
      },

      changeNumber() {
        set({ isOtpSent: false, currentMobile: null, resendCountdown: 0 });
      },

      setUser(user) {
        set({ user, userType: user.userType });
      },

      // Asks the server whose token this is: a dead one ends the session (the client's 401 rule), a live one refreshes the user.
      async refreshUser() {
        const envelope = await callApi<User>('GET', endpointPath(endpoints.getProfile));
        if (envelope.data?.userType) set({ user: envelope.data, userType: envelope.data.userType });
      },

      logout(options = { revoke: true }) {
        const { token } = get();
        // Revoking is best effort: the local session ends whatever the server says.
        if (token && options.revoke) {
          callApi('POST', endpointPath(endpoints.logout), {}, { Authorization: `Bearer ${token}` }).catch(() => undefined);
        }
        set({ ...signedOutSession });
        useSessionStore.persist.clearStorage();
        navigateTo(paths.login, { replace: true });
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, userType, user, isLoggedIn }): PersistedSession => ({ token, userType, user, isLoggedIn }),
    },
  ),
);

configureApiClient({
  getToken: () => useSessionStore.getState().token,
  // A dead token: end the session locally; telling the server again would only 401 again.
  onUnauthorized: () => {
    if (useSessionStore.getState().token) useSessionStore.getState().logout({ revoke: false });
  },
});
