/** Texts of the account forms that SPEC.md and PRODUCT.md leave open (ours, not the spec's). */
export const authCopy = {
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter your password',
  passwordsDiffer: 'The two passwords do not match',
  passwordHint: 'At least 8 characters. Longer is stronger.',
  usernameHint: '3–30 letters, numbers or underscores.',
  verifyLinkInvalid:
    'That verification link is invalid or has expired. Log in and send yourself a new one from your dashboard.',
  emailVerified: 'Your email is verified. Welcome to PawPrize!',
  resetLinkMissing: 'This reset link is incomplete. Please request a new one.',
} as const;
