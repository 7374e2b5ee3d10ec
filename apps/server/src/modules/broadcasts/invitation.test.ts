import { describe, expect, it } from 'vitest';
import { renderBroadcastInvitation } from '../mail/templates/broadcast-invitation.js';
import { ZAddBroadcastRequest } from '@peil/contract/broadcasts';
import { buildInvitation, decodeLogo, type InvitationContent } from './invitation.js';
import { answerLinkSignature, isSignedUnsubscribe, recipientId, unsubscribeSignature } from './signed-links.js';

// 1x1 transparent PNG
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const content: InvitationContent = {
  surveyId: 7,
  surveyUuid: '11111111-2222-3333-4444-555555555555',
  responseKey: '99999999-8888-7777-6666-555555555555',
  fromName: 'Kliniek',
  fromEmail: 'info@peil.nl',
  subject: 'Onderwerp',
  title: 'Titel',
  message: 'Bericht',
  buttonColor: '#039cfd',
  backgroundColor: '#eeeeee',
  language: 'nl',
  logo: null,
  signingKey: Buffer.alloc(32, 7),
  singleButton: false,
};

describe('invitation e-mail', () => {
  it('has four answer buttons by default and one button when the survey says so', () => {
    expect(buildInvitation({ ...content, singleButton: true }, 'a@kliniek.nl', 'https://peil.nl').html).toContain(
      '>Naar de vragenlijst</a>',
    );
    const input = { ...buildInput(), answerLinks: null };
    const four = renderBroadcastInvitation({ ...input, singleButton: false });
    const one = renderBroadcastInvitation({ ...input, singleButton: true });
    const buttons = (html: string) => html.match(/style="display:block;padding/g)?.length ?? 0;
    expect(buttons(four.html)).toBe(4);
    expect(four.html).toContain('>Ja, maar het is meer dan een jaar geleden</a>');
    expect(four.html).toContain('>Ik heb de vragenlijst al ingevuld</a>');
    expect(buttons(one.html)).toBe(1);
    expect(one.html).toContain('>Naar de vragenlijst</a>');
    expect(one.text).toContain('Naar de vragenlijst: https://peil.nl/language-selection/x');
  });

  it('writes button text black or white, whichever contrasts more with the chosen colour', () => {
    const onDefault = buildInvitation(content, 'a@kliniek.nl', 'https://peil.nl').html;
    expect(onDefault).toContain('background:#039cfd;color:#000000;');
    expect(onDefault).not.toContain('color:#ffffff;');
    const onDark = buildInvitation({ ...content, buttonColor: '#3b699c' }, 'a@kliniek.nl', 'https://peil.nl').html;
    expect(onDark).toContain('background:#3b699c;color:#ffffff;');
  });

  it('keeps the fallback link off the separator line above the unsubscribe text', () => {
    const html = buildInvitation(content, 'a@kliniek.nl', 'https://peil.nl').html;
    const fallback = /<td style="([^"]*)">Werkt de knop niet\?/.exec(html);
    expect(fallback?.[1]).toContain('padding:16px 0');
    // The line is the unsubscribe row's top border, under the fallback row's bottom padding.
    expect(html.indexOf('border-top:1px solid')).toBeGreaterThan(html.indexOf('Werkt de knop niet'));
  });

  it('carries the logo inline in mail and as a data URL in the preview, 60 by 60', () => {
    const withLogo = { ...content, logo: `data:image/png;base64,${PNG}` };
    const mail = buildInvitation(withLogo, 'a@kliniek.nl', 'https://peil.nl');
    expect(mail.html).toContain('<img src="cid:broadcast-logo" width="60" height="60"');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]).toMatchObject({ cid: 'broadcast-logo', contentType: 'image/png' });
    const preview = buildInvitation(withLogo, 'a@kliniek.nl', 'https://peil.nl', true);
    expect(preview.html).toContain(`<img src="data:image/png;base64,${PNG}"`);
    expect(preview.attachments).toBeUndefined();
    // A bare base64 logo (as surveys store it) is recognised by its bytes; garbage is left out.
    expect(decodeLogo(PNG)?.contentType).toBe('image/png');
    expect(decodeLogo('bm90IGFuIGltYWdl')).toBeUndefined();
    expect(buildInvitation({ ...content, logo: 'x"><script>' }, 'a@kliniek.nl', 'https://peil.nl').html).not.toContain(
      '<img',
    );
  });

  it('is German with the German buttons, on the spec background #eee unless another colour is chosen', () => {
    // The colour a new broadcast gets when the form sends none: the spec's #eee.
    const { backgroundColor } = ZAddBroadcastRequest.parse({
      toEmail: 'a@kliniek.de',
      fromEmail: 'info@peil.de',
      fromName: 'Klinik',
      subject: 'Ihre Meinung',
      title: 'Titel',
      message: 'Nachricht',
      surveyId: 7,
    });
    expect(backgroundColor).toBe('#eeeeee');
    const mail = buildInvitation(
      { ...content, backgroundColor, language: 'de' },
      'patient@kliniek.de',
      'https://peil.de',
    );
    expect(mail.html).toContain('<html lang="de"');
    expect(mail.html).toMatch(/<body style="[^"]*background:#eeeeee/);
    expect(mail.html).toContain('Bitte wählen Sie, was auf Sie zutrifft:');
    for (const label of [
      'Ja',
      'Ja, aber es ist mehr als ein Jahr her',
      'Ich habe den Fragebogen bereits ausgefüllt',
      'Nein',
    ]) {
      expect(mail.html).toContain(`>${label}</a>`);
    }
    expect(mail.html).toContain('>Abmelden</a>');
    const sig = unsubscribeSignature(content.signingKey, content.surveyUuid, 'patient@kliniek.de');
    expect(mail.html).toContain(
      `https://peil.de/remove-from-mailing/11111111-2222-3333-4444-555555555555/patient%40kliniek.de/de?sig=${sig}"`,
    );
    expect(mail.html).not.toContain('>Nee</a>');
    expect(buildInvitation({ ...content, backgroundColor: '#123456' }, 'a@kliniek.nl', 'https://peil.nl').html).toMatch(
      /<body style="[^"]*background:#123456/,
    );
  });

  it.each([
    ['nl', ['Ja', 'Ja, maar het is meer dan een jaar geleden', 'Ik heb de vragenlijst al ingevuld', 'Nee']],
    ['de', ['Ja', 'Ja, aber es ist mehr als ein Jahr her', 'Ich habe den Fragebogen bereits ausgefüllt', 'Nein']],
    ['en', ['Yes', 'Yes, but it was more than a year ago', 'I have already completed the survey', 'No']],
  ] as const)('links each %s answer button to its own counting route', (language, labels) => {
    const mail = buildInvitation({ ...content, language }, 'a@kliniek.nl', 'https://peil.nl');
    const route = 'https://peil.nl/api/v1/broadcast/respond/99999999-8888-7777-6666-555555555555';
    const answers = ['yes', 'yes-over-a-year', 'already-completed', 'no'];
    // Every button carries the same signed recipient id; the address itself is in none.
    const { recipient, sig } = answerLinkSignature(content.signingKey, content.responseKey!, 'a@kliniek.nl');
    labels.forEach((label, index) => {
      const link = `${route}/${answers[index]}/${language}?r=${recipient}&sig=${sig}`;
      const href = link.replace('&', '&amp;');
      expect(mail.html).toContain(`<a href="${href}" style="display:block;padding:12px 16px;background:#039cfd;`);
      expect(mail.html).toMatch(new RegExp(`href="${href.replace(/[?]/g, '\\?')}"[^>]*>${label}</a>`));
      expect(mail.text).toContain(`${label}: ${link}`);
    });
    expect(mail.html.match(/respond\/[^"]*kliniek/)).toBeNull();
    // The list's id never appears in a link, only its random key.
    expect(mail.html).not.toMatch(/respond\/\d+\//);
  });

  it('signs links per list, recipient and purpose with the server key', () => {
    const key = content.signingKey;
    const survey = content.surveyUuid;
    const sig = unsubscribeSignature(key, survey, 'Patient@Kliniek.nl');
    expect(isSignedUnsubscribe(key, survey, 'patient@kliniek.nl', sig)).toBe(true);
    expect(isSignedUnsubscribe(key, survey.toUpperCase(), ' patient@kliniek.nl ', sig)).toBe(true);
    expect(isSignedUnsubscribe(key, survey, 'someone@kliniek.nl', sig)).toBe(false);
    expect(isSignedUnsubscribe(key, '11111111-2222-3333-4444-000000000000', 'patient@kliniek.nl', sig)).toBe(false);
    expect(isSignedUnsubscribe(Buffer.alloc(32, 8), survey, 'patient@kliniek.nl', sig)).toBe(false);
    expect(isSignedUnsubscribe(key, survey, 'patient@kliniek.nl', undefined)).toBe(false);
    expect(isSignedUnsubscribe(key, survey, 'patient@kliniek.nl', `${sig.slice(0, -1)}A`)).toBe(sig.endsWith('A'));
    // An answer button's signature is no unsubscribe signature, and recipient ids differ per list.
    const answer = answerLinkSignature(key, survey, 'patient@kliniek.nl');
    expect(isSignedUnsubscribe(key, survey, 'patient@kliniek.nl', answer.sig)).toBe(false);
    expect(recipientId(key, 'list-a', 'patient@kliniek.nl')).not.toBe(recipientId(key, 'list-b', 'patient@kliniek.nl'));
  });

  it('keeps one button to the survey for a single-button survey, and the preview (no list yet) links to the survey', () => {
    const single = renderBroadcastInvitation({
      ...buildInput(),
      singleButton: true,
      answerLinks: {
        yes: 'https://peil.nl/y',
        'yes-over-a-year': 'https://peil.nl/o',
        'already-completed': 'https://peil.nl/c',
        no: 'https://peil.nl/n',
      },
    });
    expect(single.html).toContain('<a href="https://peil.nl/language-selection/x" style="display:block');
    expect(single.html).not.toContain('https://peil.nl/y');
    const preview = buildInvitation({ ...content, responseKey: null }, 'a@kliniek.nl', 'https://peil.nl', true);
    expect(preview.html).not.toContain('/api/v1/broadcast/respond/');
    expect(
      preview.html.match(/href="https:\/\/peil.nl\/language-selection\/[^"]+" style="display:block/g),
    ).toHaveLength(4);
  });
});

function buildInput() {
  return {
    to: 'a@kliniek.nl',
    fromName: 'Kliniek',
    fromEmail: 'info@peil.nl',
    subject: 'S',
    title: 'T',
    message: 'M',
    buttonColor: '#039cfd',
    backgroundColor: '#eeeeee',
    language: 'nl' as const,
    surveyLink: 'https://peil.nl/language-selection/x',
    unsubscribeLink: 'https://peil.nl/remove-from-mailing/x/a%40kliniek.nl/nl',
    oneClickUnsubscribeUrl: 'https://peil.nl/api/v1/broadcast/unsubscribe/x/a%40kliniek.nl',
    logoSrc: null,
  };
}
