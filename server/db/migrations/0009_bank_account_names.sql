-- Bank accounts name the bank and the holder in both languages ({"mn", "en"}), so a Mongolian page shows "Хаан банк"
-- where it showed "Khan Bank". Accounts saved before keep their text as the English name; the Mongolian name is the
-- bank's own for Mongolia's banks, "ХХК" for a holder's "LLC", else the same text until staff write it.
UPDATE "stores" SET "bank_accounts" = (
  SELECT coalesce(jsonb_agg(
    a || jsonb_build_object(
      'bank', CASE WHEN jsonb_typeof(a->'bank') = 'string' THEN jsonb_build_object(
        'mn', CASE regexp_replace(lower(trim(a->>'bank')), '\s+', ' ', 'g')
          WHEN 'khan bank' THEN 'Хаан банк'
          WHEN 'golomt bank' THEN 'Голомт банк'
          WHEN 'trade and development bank' THEN 'Худалдаа хөгжлийн банк'
          WHEN 'tdb' THEN 'Худалдаа хөгжлийн банк'
          WHEN 'xacbank' THEN 'Хас банк'
          WHEN 'xac bank' THEN 'Хас банк'
          WHEN 'state bank' THEN 'Төрийн банк'
          WHEN 'capitron bank' THEN 'Капитрон банк'
          WHEN 'bogd bank' THEN 'Богд банк'
          WHEN 'arig bank' THEN 'Ариг банк'
          WHEN 'chinggis khaan bank' THEN 'Чингис хаан банк'
          WHEN 'transport and development bank' THEN 'Тээвэр хөгжлийн банк'
          WHEN 'm bank' THEN 'М банк'
          ELSE trim(a->>'bank') END,
        'en', trim(a->>'bank')) ELSE a->'bank' END,
      'holder', CASE WHEN jsonb_typeof(a->'holder') = 'string' THEN jsonb_build_object(
        'mn', CASE WHEN lower(trim(a->>'holder')) = 'zuuch llc' THEN 'Зууч ХХК' ELSE regexp_replace(trim(a->>'holder'), '\s+LLC\.?$', ' ХХК', 'i') END,
        'en', trim(a->>'holder')) ELSE a->'holder' END)
    ORDER BY e.n), '[]'::jsonb)
  FROM jsonb_array_elements("stores"."bank_accounts") WITH ORDINALITY AS e(a, n)
)
WHERE jsonb_typeof("bank_accounts") = 'array' AND jsonb_array_length("bank_accounts") > 0;
