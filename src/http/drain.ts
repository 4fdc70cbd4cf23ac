/**
 * SIGTERM's bound: closing the service (in-flight requests finish, new ones are refused) may
 * take at most `drainMs`; after that the caller exits and whatever is still running is cut.
 * An orchestrator's grace period (30 s by default in Kubernetes) is then never overrun.
 */
export async function closeWithin(close: () => Promise<void>, drainMs: number): Promise<'drained' | 'cut'> {
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => resolve('cut'), drainMs);
  });
  try {
    return await Promise.race([close().then(() => 'drained' as const), cut]);
  } finally {
    clearTimeout(timer);
  }
}
