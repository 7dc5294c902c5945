import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { Receipt } from '@contract/bookings/payments';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

// Friday 4 Dec 2026, 10:00 in India: the day the receipt below was issued.
fixDate('2026-12-04T04:30:00Z');

// The server's figures for a monthly pass upgraded to quarterly with ₹1,666.66 of credit at a gym charging 5% GST.
const receipt: Receipt = {
  receiptNumber: '2026-27/000002',
  issuedAt: '2026-12-04T04:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  gym: { name: 'Iron Temple', address: '12 Link Road', area: 'Andheri West', city: 'Mumbai', state: 'Maharashtra', pincode: '400053', contactNumber: '+919876543210' },
  member: { name: 'Asha Rao', mobile: '+919812345678' },
  booking: { code: 'GKUP23CD45', passType: 'quarterly', startDate: '2026-12-04', endDate: '2027-03-03', slotTime: '07:00' },
  amountPaise: 513_334,
  discount: null,
  upgrade: { fromCode: 'GKAB23CD45', fromPassType: 'monthly', listPricePaise: 680_000, creditPaise: 166_666 },
  method: 'at_gym',
  deskMethod: 'upi',
  status: 'paid',
  refundedAt: null,
  tax: { gstin: '27AAPFU0939F1ZV', sac: '999723', rateBp: 500, taxablePaise: 488_890, cgstPaise: 12_222, sgstPaise: 12_222 },
};

describe('the receipt of an upgraded pass', () => {
  it('shows the new pass’s price, the credit of the old pass as its own line, and GST on what is left', async () => {
    server.use(mockEndpoint(endpoints.paymentReceipt, { data: receipt }));
    renderApp({ route: `${paths.member.paymentsHistory}?receipt=p1`, session: { userType: 'member', token: 'tok_member' } });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows.find((r) => r?.startsWith('Quarterly Plan'))).toMatch(/₹6,800\.00$/);
    expect(rows).toContain('Credit for unused days of Monthly Pass (GKAB23CD45)−₹1,666.66');
    expect(rows).toContain('Taxable value₹4,888.90');
    expect(rows).toContain('CGST 2.5%₹122.22');
    expect(rows).toContain('SGST 2.5%₹122.22');
    expect(rows.at(-1)).toBe('Total (GST included)₹5,133.34');
  });
});
