import { powerLabel } from '../powers.js';

/** A label and a list of the companies (an EXCHANGE game's powers) to choose one from. */
export function CompanyChoice(p: { label: string; name: string; companies: readonly string[]; value: string; choose: (company: string) => void }) {
  return (
    <label>
      {p.label}
      <select name={p.name} value={p.value} onChange={(e) => p.choose(e.currentTarget.value)}>
        {p.companies.map((c) => (
          <option key={c} value={c}>
            {powerLabel(c)}
          </option>
        ))}
      </select>
    </label>
  );
}
