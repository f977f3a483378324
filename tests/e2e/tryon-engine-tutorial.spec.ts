import { brow, lipsInner, lipsOuter, underEye } from '../../client/tryon/geometry/zones';
import { axeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { afterAndBefore, distance, hex, landmarks, panelOf, type Zone } from './tryon-helpers';

/**
 * The demo store's tutorial and personality pages on the embedded try-on (spec 001 §2.3; docs/tryon.md):
 * the real module and engine on the sample photo. The tutorial builds a look up step by step on the
 * face; the style quiz's answers pick a catalogue look that the try-on then shows.
 */

test.describe('tutorial', () => {
  test('the face builds up step by step: step 1 draws its base, step 2 adds the brows and keeps it', async ({
    page,
  }) => {
    await page.goto('/business/showcase/allure-november-look');
    await waitForHydration(page);
    const current = page.locator('.tutorial__step[aria-current="step"]');
    const card = page.locator('.tutorial__card [aria-live="polite"]');
    await expect(current).toHaveText(/Even out the base/);
    await expect(card).toContainText('Step 1 of 6');
    await expect(page.getByRole('button', { name: 'Previous step' })).toBeDisabled();

    await page.getByRole('button', { name: 'Start the try-on' }).click();
    const panel = panelOf(page);
    await panel.locator('[data-tool="sample"]').click();
    await expect(panel).toHaveAttribute('data-state', 'running', { timeout: 60_000 });
    await expect(panel).toHaveAttribute('data-sku', 'Soft November Glow — Step 1 of 6');
    await expect(panel.getByRole('status')).toHaveText('Soft November Glow — Step 1 of 6 applied.');
    const lm = await landmarks(page);
    const zones: Record<string, Zone> = {
      // step 1: foundation and concealer under the eye
      base: { poly: underEye(lm, 'left') },
      // step 2: the brow
      brows: { poly: brow(lm, 'right') },
      // the lips: their products come with the last step
      lips: { poly: lipsOuter(lm), hole: lipsInner(lm) },
    };
    const one = await afterAndBefore(page, zones);
    expect(distance(one.after.base!, one.before.base!), 'step 1 draws its base').toBeGreaterThan(4);

    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(current).toHaveText(/Shape the brows/);
    await expect(card).toContainText('Step 2 of 6');
    await expect(card).toContainText('Fill the brows with light, hair-like strokes');
    // the open try-on changes at once (the same panel, one module script)
    await expect(panel).toHaveAttribute('data-sku', 'Soft November Glow — Step 2 of 6');
    await expect(panel).toHaveAttribute('data-state', 'running');
    const two = await afterAndBefore(page, zones);
    expect(distance(two.after.brows!, one.after.brows!), 'step 2 adds the brow').toBeGreaterThan(4);
    expect(distance(two.after.brows!, hex('#5a4130'))).toBeLessThan(
      distance(one.after.brows!, hex('#5a4130')),
    );
    expect(distance(two.after.base!, one.after.base!), "step 1's base stays").toBeLessThan(2);
    expect(distance(two.after.base!, two.before.base!)).toBeGreaterThan(4);
    expect(distance(two.after.lips!, one.after.lips!), 'the lips wait for their step').toBeLessThan(1);
    expect(await page.locator('script[src*="/tryon/"][src*="/sdk.js"]').count()).toBe(1);

    // a step chosen in the list, and back: the face follows
    await page.locator('.tutorial__step', { hasText: 'Finish with brick-rose lips' }).click();
    await expect(panel).toHaveAttribute('data-sku', 'Soft November Glow — Step 6 of 6');
    await expect(page.getByRole('button', { name: 'Next step' })).toBeDisabled();
    const six = await afterAndBefore(page, { lips: zones.lips! });
    expect(distance(six.after.lips!, six.before.lips!), 'the last step paints the lips').toBeGreaterThan(4);
    await page.getByRole('button', { name: 'Previous step' }).click();
    await expect(current).toHaveText(/Add warmth to the cheeks/);
    await expect(panel).toHaveAttribute('data-sku', 'Soft November Glow — Step 5 of 6');
  });

  test('the quick tutorial: keyboard through the steps before the try-on opens, then it starts on that step', async ({
    page,
  }) => {
    await page.goto('/business/showcase/youcam-tutorial');
    await waitForHydration(page);
    await expect(page.locator('.tutorial__step[aria-current="step"]')).toHaveText(/Freshen the skin/);
    await page.getByRole('button', { name: 'Next step' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.locator('.tutorial__step[aria-current="step"]')).toHaveText(
      /Bring colour to the cheeks/,
    );
    await page.getByRole('button', { name: 'Start the try-on' }).click();
    const panel = panelOf(page);
    await expect(panel).toHaveAttribute('data-sku', 'Five-Minute Fresh — Step 3 of 4');
  });
});

test.describe('personality finder', () => {
  test('answers pick a look; "Try it on" opens the try-on with it; new answers change it at once', async ({
    page,
  }) => {
    await page.goto('/business/showcase/personality');
    await waitForHydration(page);
    await expect(page.getByText('This is a style quiz, not a face analysis')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Show my look' });
    await expect(submit).toBeEnabled();
    // nothing to try on before a result: the try-on's controls wait for "Try it on"
    await expect(page.getByRole('button', { name: 'Start the try-on' })).toBeHidden();
    // nothing answered: the browser's own validation keeps the form from giving a result
    await submit.click();
    await expect(page.locator('.personality__result')).toHaveAttribute('data-look', '');

    const quiz = page.getByRole('form', { name: 'Your style in five questions' });
    const group = (name: string) => quiz.getByRole('group', { name });
    await group('What does a typical weekday feel like?')
      .getByRole('radio', { name: 'A slow start and a lively evening' })
      .check();
    await group('Which colours would you pick for a new scarf?')
      .getByRole('radio', { name: 'Plum, wine and deep rose' })
      .check();
    await group('What is your idea of a good night out?')
      .getByRole('radio', { name: 'Live music and dancing until late' })
      .check();
    await group('Which finish feels most like you?')
      .getByRole('radio', { name: 'Bold, matte and defined' })
      .check();
    await group('How long would you happily spend on your makeup?')
      .getByRole('radio', { name: 'Five minutes, tops' })
      .check();
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Your look: Berry Night Out' })).toBeVisible();
    await expect(page.locator('.personality__result')).toContainText('deep, confident colours');

    await page.getByRole('button', { name: 'Try it on' }).click();
    const panel = panelOf(page);
    await expect(panel).toHaveAttribute('data-sku', 'Berry Night Out');
    await panel.locator('[data-tool="sample"]').click();
    await expect(panel).toHaveAttribute('data-state', 'running', { timeout: 60_000 });
    await expect(panel.getByRole('status')).toHaveText('Berry Night Out applied.');
    const lm = await landmarks(page);
    const lips = { poly: lipsOuter(lm), hole: lipsInner(lm) };
    const berry = await afterAndBefore(page, { lips });
    expect(distance(berry.after.lips!, hex('#6a2340'))).toBeLessThan(
      distance(berry.before.lips!, hex('#6a2340')) - 12,
    );

    // other answers while the try-on is open: the new look is on the face at once
    await group('Which colours would you pick for a new scarf?')
      .getByRole('radio', { name: 'Peach, cream and soft coral' })
      .check();
    await group('What is your idea of a good night out?')
      .getByRole('radio', { name: 'Friends over for dinner at home' })
      .check();
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Your look: Weekday Fresh' })).toBeVisible();
    await expect(panel).toHaveAttribute('data-sku', 'Weekday Fresh');
    const fresh = await afterAndBefore(page, { lips });
    expect(distance(fresh.after.lips!, berry.after.lips!), 'another lipstick').toBeGreaterThan(8);
  });

  test('answers submitted before hydration come back from the query', async ({ page }) => {
    await page.goto(
      '/business/showcase/personality?pace=rituals&palette=amber&night=sunset&finish=glow&time=fifteen',
    );
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Your look: Golden Evening' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Amber, bronze and warm gold' })).toBeChecked();
    await page.getByRole('button', { name: 'Try it on' }).click();
    await expect(panelOf(page)).toHaveAttribute('data-sku', 'Golden Evening');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the quiz can be read and answered; a line says the result needs JavaScript', async ({ page }) => {
    const res = await page.goto('/business/showcase/personality');
    // (Chromium's parser still treats <noscript> as raw text when CDP turns scripts off: read the source)
    expect(await res!.text()).toMatch(
      /<noscript><p class="showcase__note">The quiz needs JavaScript to show your look\.[^<]*<\/p><\/noscript>/,
    );
    await expect(page.getByRole('group', { name: 'Which finish feels most like you?' })).toBeVisible();
    await page.getByRole('radio', { name: 'Fresh and dewy' }).check();
    await expect(page.getByRole('button', { name: 'Show my look' })).toBeDisabled();
    // the tutorial's steps and first instruction are there to read
    await page.goto('/business/showcase/youcam-tutorial');
    await expect(
      page.getByRole('navigation', { name: 'Steps of the tutorial' }).getByRole('listitem'),
    ).toHaveCount(4);
    await expect(page.getByText('Blend a sheer layer of foundation')).toBeVisible();
  });
});

test.describe('axe', () => {
  test.use({ bypassCSP: true });
  for (const url of [
    '/business/showcase/youcam-tutorial',
    '/ja/business/showcase/allure-november-look',
    '/business/showcase/personality?pace=late&palette=plum&night=dancing&finish=bold&time=fun',
  ]) {
    test(`axe: ${url}`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
