/** Build step: validate every brand config; exits non-zero naming the file and field at fault. */
try {
  const { brands } = await import('../brands/registry');
  process.stdout.write(`brands ok: ${brands.map((b) => b.id).join(', ')}\n`);
} catch (err) {
  process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}

export {};
