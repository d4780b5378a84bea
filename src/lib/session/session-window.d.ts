export {};

declare global {
  interface Window {
    /** Spec §6: the subscriber flag. Kept in step with the user state (false when logged out). */
    is_subscriber?: boolean;
  }
}
