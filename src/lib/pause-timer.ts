/** Runs an action once things have been quiet for a while: typing paused, say. */
export interface PauseTimer {
  /** Something happened: the action waits until `delayMs` have passed with no further poke. */
  poke: () => void;
}

/**
 * A trailing debounce that costs a poke a clock read, not a timer: one timer waits, and when it fires
 * early (pokes came meanwhile) it waits out the rest. A timer cleared and set again on every key press was
 * work in each key's own task (issue #43).
 */
export function createPauseTimer(delayMs: number, action: () => void): PauseTimer {
  let lastPoke = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    const since = Date.now() - lastPoke;
    // A clock set back since the last poke counts as quiet: waiting for it would wait without end.
    if (since >= 0 && since < delayMs) {
      timer = setTimeout(fire, delayMs - since);
      return;
    }
    timer = null;
    action();
  };
  return {
    poke() {
      lastPoke = Date.now();
      timer ??= setTimeout(fire, delayMs);
    },
  };
}
