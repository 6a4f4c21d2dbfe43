import { loadStrings, TRANSLATED, visibleText } from '../helpers/locales';

/**
 * One form of address per language (see each `locales/<code>/glossary.md`). The starter prompts are
 * the user's words to the assistant, so they are left out. Each pattern is a form the chosen address
 * rules out; Turkish and Polish are checked by the endings that give the other form away.
 */
const FORBIDDEN: Record<string, { address: string; forms: RegExp[] }> = {
  de: { address: 'du', forms: [/(?<!\p{L})(?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)(?!\p{L})/u] },
  es: { address: 'tú', forms: [/(?<!\p{L})(?:usted|ustedes)(?!\p{L})/iu] },
  fr: { address: 'vous', forms: [/(?<!\p{L})(?:tu|toi|ton|ta|tes)(?!\p{L})/iu] },
  it: { address: 'tu', forms: [/(?<!\p{L})(?:Lei|Suo|Sua|Suoi|Sue)(?!\p{L})/u] },
  pl: {
    address: 'ty, gender-neutral, pronouns capitalised',
    forms: [
      // 'wysłałeś', 'zalogowałaś': the second person past marks the reader's gender.
      /\p{L}+ł(?:eś|aś)(?!\p{L})/u,
      /(?<!\p{L})(?:jesteś|zostaniesz|byłeś|byłaś)\s+\p{L}+(?:ny|na)(?!\p{L})/u,
      /(?<!\p{L})(?:ci|cię|ciebie|twój|twoja|twoje|twoi|twojego|twojej|twoich|twoim|twoją|twoimi)(?!\p{L})/u,
    ],
  },
  'pt-BR': {
    address: 'você',
    forms: [/(?<!\p{L})(?:tu|teu|tua|teus|tuas|contigo|o senhor|a senhora)(?!\p{L})/iu],
  },
  ru: {
    address: 'вы',
    forms: [/(?<!\p{L})(?:ты|тебя|тебе|тобой|твой|твоя|твоё|твои|твоего|твоей|твоих)(?!\p{L})/iu],
  },
  tr: {
    address: 'sen',
    forms: [
      /(?<!\p{L})siz(?:in|e|i|den|le)?(?!\p{L})/iu,
      // -nız/-niz/-nuz/-nüz: 'hesabınız', 'ulaştınız', 'yapabilirsiniz'.
      /(?<!\p{L})(?!(?:henüz|deniz|yalnız|üzgünüz)(?!\p{L}))\p{L}*n[ıiuü]z(?!\p{L})/iu,
      // The polite imperative: 'deneyin', 'seçin', 'tıklayın'.
      /(?<!\p{L})(?:seç|geç|aç|bas|bırak|gir|yükselt|ekle|sil|kapat|indir|kullan|sakla|bekle|dene|oluştur|yükle|kaydol|tıkla|yenile|tarif ed|ed)(?:in|ın|un|ün|yin|yın)(?!\p{L})/iu,
    ],
  },
  zh: { address: '你', forms: [/您/u] },
};

describe.each(TRANSLATED)('%s form of address', (code) => {
  const rule = FORBIDDEN[code];

  it(`keeps to ${rule?.address ?? '?'}`, () => {
    expect(rule).toBeDefined();
    const found: string[] = [];
    for (const [key, text] of loadStrings(code)) {
      if (key.startsWith('chat.starters.')) continue;
      for (const form of rule?.forms ?? []) {
        const match = form.exec(visibleText(text));
        if (match) found.push(`${key}: "${match[0]}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
