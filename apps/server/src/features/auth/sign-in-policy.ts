// The numbers behind the sign-in state machine (docs/decisions/0003-sign-in-state-machine.md).
export const SIGN_IN_POLICY = {
  /** Failures since the last success after which the next try needs a captcha. */
  captchaAfterFailures: 3,
  /** Failures since the last success that lock the address. */
  lockAfterFailures: 5,
  lockMinutes: 30,
  /** Attempts from one client address per minute before it is told to wait. */
  attemptsPerMinutePerAddress: 20,
  codeDigits: 6,
  codeMinutes: 10,
  codeMaxAttempts: 5,
  codeResendSeconds: 30,
  codeMaxSends: 5,
  verifyEmailHours: 24,
  passwordResetMinutes: 60,
  passwordMinLength: 8,
} as const;
