import { z } from 'zod';
import { ALL_SITES } from '@switchback/core';

/** Every country a Switchback site delivers to: where a billing address may be. */
export const BILLING_COUNTRIES = (): string[] => [...new Set(ALL_SITES.flatMap((site) => site.shipsTo))];

/** The card step posts only the provider's token and the holder's name. */
export const paymentSchema = () => z.object({ token: z.string().min(1), holder: z.string() });
