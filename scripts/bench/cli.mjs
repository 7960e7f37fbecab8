/**
 * The benchmarks' command-line options (`--name value`), one reader instead of a copy per script.
 * A flag given without a value, or not given, reads as the fallback.
 */
export function optionReader(args = process.argv.slice(2)) {
  return (name, fallback) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
  };
}
