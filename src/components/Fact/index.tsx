/**
 * <Fact name="authorizationValidityDays" />: a number the docs state, rendered from
 * config/facts.cjs so that every page says the same (tests/unit/facts.spec.ts checks the prose).
 */
import { factText, type FactName } from '@site/config/facts';

export default function Fact({ name }: { name: FactName }): string {
  return factText(name);
}
