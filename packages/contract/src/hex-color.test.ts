import { describe, expect, it } from 'vitest';
import { ZAddBroadcastRequest } from './broadcasts.js';
import { ZHexColor } from './hex-color.js';
import { ZEditSurveySettingsRequest } from './surveys.js';

describe('colours', () => {
  it('takes #rgb and #rrggbb and gives #rrggbb', () => {
    expect(ZHexColor.parse('#eee')).toBe('#eeeeee');
    expect(ZHexColor.parse('#0aF')).toBe('#00aaFF');
    expect(ZHexColor.parse(' #039cfd ')).toBe('#039cfd');
  });

  it('refuses anything else', () => {
    for (const color of ['eee', '#eeee', '#12345', '#1234567', '#ggg', 'red', '']) {
      expect(ZHexColor.safeParse(color).success, color).toBe(false);
    }
  });

  it('is what the survey settings and the broadcast form store', () => {
    const settings = ZEditSurveySettingsRequest.parse({
      internal_name: 'Poli',
      color: '#abc',
      organizationId: 1,
      status: 1,
    });
    expect(settings.color).toBe('#aabbcc');
    const broadcast = ZAddBroadcastRequest.parse({
      toEmail: 'een@kliniek.nl',
      fromEmail: 'onderzoek@peil.nl',
      fromName: 'Kliniek',
      subject: 'Uw mening',
      title: 'Hoe was uw bezoek?',
      message: 'Dank u',
      buttonColor: '#eee',
      backgroundColor: '#FFF',
      surveyId: 1,
      language: 'nl',
    });
    expect(broadcast.buttonColor).toBe('#eeeeee');
    expect(broadcast.backgroundColor).toBe('#FFFFFF');
  });
});
