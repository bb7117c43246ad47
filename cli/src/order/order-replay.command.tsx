import { err, ok } from 'neverthrow';
import { DEFAULT_SITE, DEFAULT_SITE_ID, siteById, compareTrailOutcome, describeDivergence, type BasketTrail, type ReplayedCall, type TokenizeCardRequest } from '@switchback/core';
import { sessionSteps, targetLabel, type CliSessionConfig, type CommandContext } from '../shared/cli-session';
import { EXIT, toExitOutcome, type ExitCode } from '../shared/exit-code.mapper';
import { screenOutput } from '../shared/ink/screen-output';
import { runOnSession } from '../shared/open-session';
import { reportFailure } from '../shared/report-failure';
import { dataDirFrom } from '../shared/runtime-env';
import { applyStepEvent, pendingSteps, type StepEvent } from '../shared/steps';
import { orderReplayOptionsSchema, parseOrderOptions, supportKeyFor } from './order-options.schema';
import { outcomeText, ReplayScreen, type ReplayCallView, type ReplayScreenProps } from './order-replay.screen';
import { GUEST_STEP, replayCallLabel, skipReason, trailStepId, TRAIL_STEP, type ReplayOptions, type ReplayResult } from './replay-order';

/** A sandbox card for `--place`: the number given, an expiry two years ahead, a test CVC and holder. */
function sandboxCard(number: string, now: Date): TokenizeCardRequest {
  return { number, expiry: `12/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`, cvc: '123', holder: 'Order Replay' };
}

/** The machine-readable replay: each call then and now, and each divergence with its line of text. */
function replayJson(result: ReplayResult, options: ReplayOptions, locale: string) {
  const entries = new Map(result.trail.entries.map((entry) => [entry.seq, entry]));
  return {
    orderNumber: result.trail.orderNumber,
    siteId: result.trail.siteId,
    basketId: result.trail.basketId,
    newBasketId: result.newBasketId ?? null,
    diverged: result.diverged,
    firstDivergedSeq: result.firstDivergedSeq ?? null,
    ...(result.placedOrderNumber !== undefined ? { placedOrderNumber: result.placedOrderNumber } : {}),
    calls: result.calls.map((call) => {
      const entry = entries.get(call.seq)!;
      const skipped = skipReason(entry, options, result.trail);
      return {
        seq: call.seq, endpoint: call.endpoint, method: entry.method, path: entry.path,
        replayed: call.now !== undefined,
        ...(skipped !== undefined ? { skipped } : {}),
        then: call.then,
        now: call.now ?? null,
        divergences: call.divergences.map((divergence) => ({ ...divergence, text: describeDivergence(divergence, call.then.answer.currency ?? call.now?.answer.currency, locale) })),
      };
    }),
  };
}

/**
 * `switchback order replay NUMBER [--api ORIGIN] [--place --card NUMBER] [--json]` (issue 8 §4): the order's basket
 * trail, replayed call by call on a fresh guest; exit 0 when every call answers as it did, 4 when one diverges.
 */
export async function orderReplayCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const { io } = context;
  const options = parseOrderOptions(orderReplayOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(io, options.error, false);
  const { json, api, orderNumber, place, card } = options.value;
  const supportKey = supportKeyFor(api, context.env);
  if (supportKey.isErr()) return reportFailure(io, supportKey.error, json);
  const replayOptions: ReplayOptions = place && card !== undefined ? { place: { card: sandboxCard(card, context.clock.now()) } } : {};

  const config: CliSessionConfig = { api, site: DEFAULT_SITE_ID, dataDir: dataDirFrom(context.env, context.cwd), ...(supportKey.value ? { supportKey: supportKey.value } : {}) };
  const screen = screenOutput(ReplayScreen, io, json);
  let props: ReplayScreenProps = {
    heading: `Replay of order ${orderNumber} · ${targetLabel(config)}${place ? ' · placing with a sandbox card' : ' · stops before payment'}`,
    steps: pendingSteps([...sessionSteps(config), TRAIL_STEP, GUEST_STEP]),
    calls: [],
  };
  const update = (next: Partial<ReplayScreenProps>) => {
    props = { ...props, ...next };
    screen.show(props);
  };
  let locale = 'en-US';
  const onStep = (event: StepEvent) => {
    if (event.id.startsWith('call-')) {
      update({ calls: props.calls.map((call) => (call.step.id === event.id ? { ...call, step: applyStepEvent([call.step], event)[0]! } : call)) });
    } else {
      update({ steps: applyStepEvent(props.steps, event) });
    }
  };
  const onCall = (call: ReplayedCall) => {
    const currency = call.then.answer.currency ?? call.now?.answer.currency;
    const divergences = call.now === undefined ? [] : compareTrailOutcome(call.then, call.now).map((d) => describeDivergence(d, currency, locale));
    update({
      calls: props.calls.map((view) => (view.step.id === `call-${call.seq}`
        ? { ...view, ...(call.now !== undefined ? { now: outcomeText(call.now, locale) } : {}), divergences }
        : view)),
    });
  };
  screen.show(props);

  return runOnSession({ context, config, onStep, screen, json, failed: () => props }, async (session) => {
    const replay = session.replay;
    if (replay === undefined) return err({ type: 'InvalidOption', option: 'SWITCHBACK_SUPPORT_KEY', message: 'is not set' });
    const trail = await replay.readTrail(orderNumber, onStep);
    if (trail.isErr()) return err(trail.error);
    locale = localeOf(trail.value);
    update({
      calls: trail.value.entries.map((entry): ReplayCallView => {
        const skipped = skipReason(entry, replayOptions, trail.value);
        return {
          step: { id: trailStepId(entry), label: replayCallLabel(entry), status: 'pending' },
          then: outcomeText({ status: entry.status, answer: entry.answer }, locale),
          ...(skipped !== undefined ? { skipped: `not replayed: ${skipped}` } : {}),
          divergences: [],
        };
      }),
    });
    const result = await replay.replay(trail.value, replayOptions, onStep, onCall);
    if (result.isErr()) return err(result.error);
    const { calls, diverged, firstDivergedSeq } = result.value;
    const divergingCalls = calls.filter((call) => call.divergences.length > 0);
    const replayed = calls.filter((call) => call.now !== undefined).length;
    const placed = result.value.placedOrderNumber !== undefined ? ` · placed order ${result.value.placedOrderNumber}` : '';
    await screen.finish({
      ...props,
      outcome: diverged
        ? { diverged: true, text: `${divergingCalls.length} of ${replayed} replayed calls answer differently today, first at #${firstDivergedSeq ?? '?'}${placed}` }
        : { diverged: false, text: `nothing diverged: ${replayed} replayed calls answer as they did${placed}` },
    });
    if (json) io.stdout.write(`${JSON.stringify(replayJson(result.value, replayOptions, locale), null, 2)}\n`);
    if (!diverged) return ok(EXIT.ok);
    const first = divergingCalls[0]!;
    const currency = first.then.answer.currency ?? first.now?.answer.currency;
    const outcome = toExitOutcome({
      type: 'ReplayDiverged', orderNumber, seq: first.seq, endpoint: first.endpoint, diverging: divergingCalls.length,
      what: first.divergences.map((d) => describeDivergence(d, currency, locale)).join('; '),
    });
    io.stderr.write(`✗ ${outcome.line}\n`);
    return ok(outcome.exitCode);
  });
}

/** Money in the trail's site's locale (core's site table). */
function localeOf(trail: BasketTrail): string {
  return siteById(trail.siteId)?.locale ?? DEFAULT_SITE.locale;
}
