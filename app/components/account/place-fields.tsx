import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationNode } from '../../../server/modules/locations/list-locations';
import { pick, type Language } from '../../../core/i18n';
import { Field, describe, fieldInput } from './field';

export type PlaceDraft = { countryCode: string; cityCode: string; districtCode: string; khorooCode: string };

/** Country → city/aimag → district/soum → khoroo: each list offers only the places inside the one chosen above it. */
export function PlaceFields({ initial, locations, errors, idPrefix }: { initial: Partial<PlaceDraft>; locations: LocationNode[]; errors: Record<string, string>; idPrefix: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const [draft, setDraft] = useState<PlaceDraft>({
    countryCode: initial.countryCode ?? 'MN',
    cityCode: initial.cityCode ?? '',
    districtCode: initial.districtCode ?? '',
    khorooCode: initial.khorooCode ?? '',
  });
  const country = locations.find((c) => c.code === draft.countryCode);
  const city = country?.children.find((c) => c.code === draft.cityCode);
  const district = city?.children.find((d) => d.code === draft.districtCode);
  const select = (name: keyof PlaceDraft, label: string, options: LocationNode[] | undefined, reset: Partial<PlaceDraft>) =>
    options && options.length > 0 ? (
      <Field id={`${idPrefix}-${name}`} label={label} error={errors[name]}>
        <select
          name={name}
          value={draft[name]}
          onChange={(e) => setDraft({ ...draft, ...reset, [name]: e.target.value })}
          className={fieldInput}
          {...describe(`${idPrefix}-${name}`, errors[name])}
        >
          <option value="">{t('account.choose')}</option>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {pick(o.name, lang)}
            </option>
          ))}
        </select>
      </Field>
    ) : null;
  return (
    <>
      {select('countryCode', t('account.country'), locations, { cityCode: '', districtCode: '', khorooCode: '' })}
      {select('cityCode', t('account.city'), country?.children, { districtCode: '', khorooCode: '' })}
      {select('districtCode', t('account.district'), city?.children, { khorooCode: '' })}
      {select('khorooCode', t('account.khoroo'), district?.children, {})}
    </>
  );
}
