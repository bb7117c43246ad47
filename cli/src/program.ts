import { ALL_SITES, DEFAULT_SITE_ID, SANDBOX_CARDS } from '@switchback/core';
import { Command, CommanderError } from 'commander';
import { accountCreateCommand } from './account/account-create.command';
import { accountShowCommand } from './account/account-show.command';
import { catalogListCommand } from './catalog/catalog-list.command';
import { checkoutCommand } from './checkout/checkout.command';
import { contractVerifyCommand } from './contract/contract-verify.command';
import { giftcardIssueCommand } from './giftcard/giftcard-issue.command';
import { orderReplayCommand } from './order/order-replay.command';
import { orderDeliverCommand, orderListCommand, orderReturnReceivedCommand, orderShipCommand, orderShowCommand } from './order/order-support.command';
import { promoCreateCommand, promoListCommand } from './promo/promo.command';
import { storesSearchCommand } from './stores/stores-search.command';
import { searchCommand } from './search/search.command';
import { stockSetCommand } from './stock/stock-set.command';
import { contentExportCommand, contentImportCommand } from './content/content.command';
import type { CommandContext } from './shared/cli-session';
import { EXIT, EXIT_CODES_HELP, type ExitCode } from './shared/exit-code.mapper';

/** The `switchback` command tree. Each action is a thin adapter: zod-parsed options, an Ink screen, core use cases. */
export function createProgram(context: CommandContext, onExit: (code: ExitCode) => void): Command {
  const program = new Command('switchback')
    .description('Switchback support CLI: scripted guest checkouts and catalogue listings against the embedded engine or a running server, and a contract check of any upstream')
    .configureOutput({
      writeOut: (text) => context.io.stdout.write(text),
      writeErr: (text) => context.io.stderr.write(text),
      // Usage errors read like every other failure: one line, `✗ what is wrong`.
      outputError: (text, write) => write(`✗ ${text.replace(/^error: /, '')}`),
    })
    .exitOverride()
    .addHelpText('after', `\n${EXIT_CODES_HELP}`);

  const api = ['--api <origin>', 'talk HTTP to a running server (e.g. http://localhost:3000) instead of starting the embedded engine'] as const;
  const json = ['--json', 'print machine-readable JSON on stdout (progress goes to stderr when it is a terminal)'] as const;

  program
    .command('checkout')
    .description('run a scripted guest checkout (see cli/examples/guest-checkout.json)')
    .option('--script <file>', 'the checkout script (JSON): site, email, items, shippingAddress, shippingMethod, card')
    .option(...api)
    .option(...json)
    .action(async (options: unknown) => onExit(await checkoutCommand(options, context)));

  program
    .command('catalog')
    .description('catalogue commands')
    .command('list')
    .description('list every product with, per variant, colour, size, UPC and stock')
    .option(...api)
    .option(...json)
    .option('--site <site>', `site to list (${ALL_SITES.map((site) => site.id).join(', ')})`, DEFAULT_SITE_ID)
    .action(async (options: unknown) => onExit(await catalogListCommand(options, context)));

  // Issue 10 §5: support finds the stores near a shopper, with a size's stock in each.
  program
    .command('stores')
    .description('store commands')
    .command('search')
    .description('the stores of a site near a postcode or a city, nearest first: distance, opening status, services, and a size\'s stock')
    .option('--postcode <postcode>', 'search near this postcode (the site\'s country)')
    .option('--city <city>', 'search near this city')
    .option('--site <site>', `site to search (${ALL_SITES.map((site) => site.id).join(', ')})`, DEFAULT_SITE_ID)
    .option('--product <id>', 'with --upc: show this product\'s size in stock per store')
    .option('--upc <upc>', 'the size (UPC) whose stock is shown')
    .option('--radius <km>', 'search radius in km (default 50, at most 500)')
    .option(...api)
    .option(...json)
    .action(async (options: unknown) => onExit(await storesSearchCommand(options, context)));

  // Issue 11: support checks what a shopper of a site finds for some words.
  program
    .command('search')
    .description('what a shopper finds for some words: hits in order, facets with counts, "did you mean", popular products')
    .argument('[words...]', 'the words typed (none: every product)')
    .option('--site <site>', `site to search (${ALL_SITES.map((site) => site.id).join(', ')})`, DEFAULT_SITE_ID)
    .option('--category <id>', 'only this category')
    .option('--brand <ids>', 'brands, comma-separated (a facet value: the brand id)')
    .option('--color <codes>', 'colour codes, comma-separated')
    .option('--size <sizes>', 'sizes, comma-separated')
    .option('--price <bands>', 'price bands in minor units, comma-separated (5000-10000, 20000-)')
    .option('--in-stock', 'only products with a size in stock')
    .option('--sort <sort>', `relevance, newest, price-asc, price-desc or rating`)
    .option('--count <n>', 'hits to show (1 to 100, default 24)')
    .option(...api)
    .option(...json)
    .action(async (words: string[], options: Record<string, unknown>) => onExit(await searchCommand({ ...options, words }, context)));

  // Issue 7 §5: test consumers for support engineers.
  const account = program.command('account').description('account commands (test consumers)');
  account
    .command('create')
    .description('create a consumer account through the API\'s sign-up call')
    .requiredOption('--email <email>', 'the account\'s e-mail')
    .requiredOption('--password <password>', 'at least 8 characters with an upper case letter, a lower case letter and a digit')
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .option('--site <site>', `the account's site (${ALL_SITES.map((site) => site.id).join(', ')})`, DEFAULT_SITE_ID)
    .option(...api)
    .option(...json)
    .action(async (options: unknown) => onExit(await accountCreateCommand(options, context)));
  account
    .command('show')
    .description('show an account: number, type, lock, sessions, carts, orders (embedded engine, or --api with SWITCHBACK_INTERNAL_SECRET)')
    .requiredOption('--email <email>', 'the account\'s e-mail')
    .option(...api)
    .option(...json)
    .action(async (options: unknown) => onExit(await accountShowCommand(options, context)));

  program
    .command('contract')
    .description('contract commands')
    .command('verify')
    .description('replay the recorded guest scenario against a live upstream and check every answer against the contract (exit 0 all match, 4 drift, 1 the scenario cannot run)')
    .option('--api <origin>', 'the upstream to verify (e.g. http://localhost:3000; calls go to ORIGIN/api)')
    .option(...json)
    .action(async (options: unknown) => onExit(await contractVerifyCommand(options, context)));

  // Issue 8 §4: support engineers find, inspect, move and replay orders (the support key; never a shopper token).
  const supportApi = ['--api <origin>', 'talk HTTP to a running server (needs its support key in SWITCHBACK_SUPPORT_KEY) instead of opening the embedded engine'] as const;
  const order = program.command('order').description('support commands for orders: show, list, ship, deliver, return-received, replay');
  order
    .command('show')
    .description('show an order: items, totals, payment (brand and last 4), shipments, status history')
    .argument('<number>', 'the order number')
    .option(...supportApi)
    .option(...json)
    .action(async (orderNumber: string, options: object) => onExit(await orderShowCommand({ ...options, orderNumber }, context)));
  order
    .command('list')
    .description('list the orders placed with an e-mail, newest first')
    .requiredOption('--email <address>', 'the e-mail the orders were placed with')
    .option(...supportApi)
    .option(...json)
    .action(async (options: unknown) => onExit(await orderListCommand(options, context)));
  order
    .command('ship')
    .description('record that the fulfilment side shipped an order (a shipment) with its carrier and tracking number')
    .argument('<number>', 'the order number')
    .requiredOption('--carrier <name>', 'the carrier, e.g. UPS')
    .requiredOption('--tracking <id>', 'the tracking number (4 to 40 letters, digits or -)')
    .option('--shipment <id>', 'the shipment (default: the order\'s next pending shipment)')
    .option(...supportApi)
    .option(...json)
    .action(async (orderNumber: string, options: object) => onExit(await orderShipCommand({ ...options, orderNumber }, context)));
  order
    .command('deliver')
    .description('record that a shipped order (a shipment) was delivered')
    .argument('<number>', 'the order number')
    .option('--shipment <id>', 'the shipment (default: the order\'s shipped shipment)')
    .option(...supportApi)
    .option(...json)
    .action(async (orderNumber: string, options: object) => onExit(await orderDeliverCommand({ ...options, orderNumber }, context)));
  order
    .command('return-received')
    .description('record that the returns warehouse received the parcel of a requested return (the order becomes RETURNED)')
    .argument('<number>', 'the order number')
    .option('--reason <text>', 'what the warehouse found (kept in the order\'s history)')
    .option(...supportApi)
    .option(...json)
    .action(async (orderNumber: string, options: object) => onExit(await orderReturnReceivedCommand({ ...options, orderNumber }, context)));
  order
    .command('replay')
    .description('replay the calls that built the order\'s basket on a fresh guest and show, call by call, then vs now (exit 0 nothing diverged, 4 something did)')
    .argument('<number>', 'the order number')
    .option('--place', 'replay the payment and place the order too (needs --card, a sandbox card)')
    .option('--card <number>', `a sandbox card number for --place (${SANDBOX_CARDS.authorises} authorises, ${SANDBOX_CARDS.declines} declines)`)
    .option(...supportApi)
    .option(...json)
    .action(async (orderNumber: string, options: object) => onExit(await orderReplayCommand({ ...options, orderNumber }, context)));

  // Issue 9 §4: support engineers list and create promotions and issue gift cards (the support key).
  const promo = program.command('promo').description('support commands for promotions: list, create');
  promo
    .command('list')
    .description('list the promotions: id, level, sites, coupon, effect, window, redemptions/limit')
    .option('--site <site>', `only the promotions of a site (${ALL_SITES.join(', ')})`)
    .option(...supportApi)
    .option(...json)
    .action(async (options: unknown) => onExit(await promoListCommand(options, context)));
  promo
    .command('create')
    .description('create a promotion from a JSON file (the contract\'s promotion input) or from flags; a taken id or coupon code exits 3')
    .option('--file <path>', 'the promotion as JSON (promotionId, name, level, siteIds, conditions, effect, calloutMessage, couponCode …)')
    .option('--id <promotionId>', 'the promotion id (upper-case letters, digits, - or _)')
    .option('--name <text>', 'its name')
    .option('--level <level>', 'ORDER, PRODUCT or SHIPPING')
    .option('--site <site...>', 'the site(s) it runs on; amounts are in the first one\'s currency')
    .option('--callout <text>', 'the three-part callout: below threshold|above, with {distance}|reached')
    .option('--percent-off <n>', 'effect: a percentage off (1 to 100)')
    .option('--amount-off <amount>', 'effect: an amount off, e.g. 10.00')
    .option('--free-shipping', 'effect: free shipping (SHIPPING level)')
    .option('--coupon <code>', 'applies only once this code is entered')
    .option('--minimum <amount>', 'the subtotal the cart must reach, e.g. 75.00')
    .option('--priority <n>', 'lower first (default 100)')
    .option(...supportApi)
    .option(...json)
    .action(async (options: unknown) => onExit(await promoCreateCommand(options, context)));
  const giftcard = program.command('giftcard').description('support commands for gift cards: issue');
  giftcard
    .command('issue')
    .description('issue a gift card; its number and PIN are printed once')
    .requiredOption('--amount <amount>', 'its balance, e.g. 50.00 (read in minor units of --currency, never as a float)')
    .requiredOption('--currency <code>', 'USD, GBP or EUR')
    .option('--email <address>', 'send it to this address')
    .option('--expires <date-time>', 'when it expires, e.g. 2027-12-31T23:59:59Z')
    .option(...supportApi)
    .option(...json)
    .action(async (options: unknown) => onExit(await giftcardIssueCommand(options, context)));

  // Issue 11: support corrects a size's stock; a size back in stock mails its notify-me requests, each once.
  const stock = program.command('stock').description('support commands for stock: set');
  stock
    .command('set')
    .description("set a size's stock (a size back from 0 e-mails the shoppers who asked to be told, each once)")
    .requiredOption('--product <id>', 'the product id, e.g. SBJK0014')
    .requiredOption('--upc <upc>', 'the size (UPC)')
    .requiredOption('--qty <units>', 'units on hand, 0 to 1000000')
    .option(...supportApi)
    .option(...json)
    .action(async (options: unknown) => onExit(await stockSetCommand(options, context)));

  // Issue 12: merchandisers' content round-trips as JSON files (the support key), validated against core's schemas.
  const content = program.command('content').description('content authoring: export and import content documents as JSON files');
  content
    .command('export')
    .description('write every content document (of a site) to DIR, one pretty JSON file each: {site}/{docType}/{id}.json')
    .argument('<dir>', 'the directory to write to (created if needed)')
    .option('--site <site>', `only this site (${ALL_SITES.map((site) => site.id).join(', ')})`)
    .option(...supportApi)
    .option(...json)
    .action(async (dir: string, options: Record<string, unknown>) => onExit(await contentExportCommand({ ...options, dir }, context)));
  content
    .command('import')
    .description('check every *.json under DIR with the content schemas (a bad file: exit 2, nothing sent), then import them all or nothing')
    .argument('<dir>', 'the directory to read (any depth)')
    .option('--dry-run', 'validate on the server too, import nothing')
    .option(...supportApi)
    .option(...json)
    .action(async (dir: string, options: Record<string, unknown>) => onExit(await contentImportCommand({ ...options, dir }, context)));

  return program;
}

/** Runs the CLI for an argv and resolves with the exit code; commander's own usage errors exit 2, help exits 0. */
export async function runCli(argv: readonly string[], context: CommandContext): Promise<ExitCode> {
  let code: ExitCode = EXIT.ok;
  const program = createProgram(context, (exitCode) => {
    code = exitCode;
  });
  try {
    await program.parseAsync([...argv]);
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT.ok : EXIT.badInput;
    }
    throw error;
  }
}
