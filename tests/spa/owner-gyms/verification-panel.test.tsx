import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminMessages, type OwnerVerification } from '@contract/admin/admin';
import { endpoints } from '@contract/endpoints';
import { gstinMessages } from '@contract/gyms/gstin';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { renderApp } from '@tests/utils/render-app';
import { ownedGym, ownerGym, ownerPlans } from './owner-gym-data';

// The whole editor loads lazily before this section: on a busy machine that takes more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const at = new Date().toISOString();

async function renderPanel(state: OwnerVerification) {
  const sent: FormData[] = [];
  server.use(
    mockEndpoint(endpoints.myGyms, { data: [ownerGym()] }),
    mockEndpoint(endpoints.ownedGym, { data: ownedGym() }),
    mockEndpoint(endpoints.listPlans, { data: ownerPlans() }),
    mockEndpoint(endpoints.gymPhotos, { data: [] }),
    mockEndpoint(endpoints.gymVerification, { data: state }),
    mockEndpoint(endpoints.listPromos, { data: [] }),
    mockEndpoint(endpoints.submitVerification, async ({ request }) => {
      sent.push(await request.formData());
      return { status: 201, message: adminMessages.submitted, data: { verified: false, verification: { id: 'v1', status: 'pending', cause: 'submitted', reason: null, submittedAt: at, decidedAt: null } } };
    }),
  );
  renderApp({ route: paths.owner.gymProfile, session: { userType: 'gym_owner' } });
  const region = within(await screen.findByRole('region', { name: 'Verified badge' }));
  return { sent, region };
}

const pdf = () => new File(['%PDF-1.4'], 'gst.pdf', { type: 'application/pdf' });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' });

describe('the owner’s verification section', () => {
  it('shows a rejection with the admin’s reason, and offers to send new documents', async () => {
    const { region } = await renderPanel({ verified: false, verification: { id: 'v0', status: 'rejected', cause: 'submitted', reason: 'The photo does not show the name board', submittedAt: at, decidedAt: at } });
    expect(await region.findByText(/did not verify this gym: The photo does not show the name board/)).toBeInTheDocument();
    expect(region.getByRole('group', { name: 'Send new documents' })).toBeInTheDocument();
  });

  it('shows a pending submission with no form to send another', async () => {
    const { region } = await renderPanel({ verified: false, verification: { id: 'v1', status: 'pending', cause: 'submitted', reason: null, submittedAt: at, decidedAt: null } });
    expect(await region.findByText(/^Waiting for the platform team since/)).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Send for verification' })).not.toBeInTheDocument();
  });

  it('says in words what is missing or wrong before anything is uploaded', async () => {
    const { region, sent } = await renderPanel({ verified: false, verification: null });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await region.findByRole('button', { name: 'Send for verification' }));
    expect(region.getByText('Choose the registration document')).toBeInTheDocument();
    expect(region.getByText('Choose a photo of the gym front')).toBeInTheDocument();
    await user.upload(region.getByLabelText('The registration document'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.upload(region.getByLabelText('Photo of the gym front'), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    await user.type(region.getByRole('textbox', { name: 'GSTIN (optional)' }), '27AAPFU0939F1ZX');
    await user.click(region.getByRole('button', { name: 'Send for verification' }));
    expect(region.getByText(adminMessages.documentType)).toBeInTheDocument();
    expect(region.getByText(adminMessages.documentTooLarge)).toBeInTheDocument();
    expect(region.getByText(gstinMessages.checkDigit)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the chosen licence kind, the front photo and the GSTIN as multipart, then shows it waiting', async () => {
    const { region, sent } = await renderPanel({ verified: false, verification: null });
    const user = userEvent.setup({ applyAccept: false });
    await user.selectOptions(await region.findByRole('combobox', { name: 'Registration document' }), 'Shop and Establishment licence');
    await user.upload(region.getByLabelText('The registration document'), pdf());
    await user.upload(region.getByLabelText('Photo of the gym front'), png());
    await user.type(region.getByRole('textbox', { name: 'GSTIN (optional)' }), '27AAPFU0939F1ZV');
    await user.click(region.getByRole('button', { name: 'Send for verification' }));
    expect(await region.findByText(/^Waiting for the platform team since/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('gymId')).toBe('g1');
    expect(sent[0]!.get('gstin')).toBe('27AAPFU0939F1ZV');
    // jsdom's multipart round trip keeps the bytes, not the names: the sizes tell the files apart.
    expect((sent[0]!.get('shop_licence') as Blob).size).toBe(pdf().size);
    expect((sent[0]!.get('gym_front') as Blob).size).toBe(png().size);
    expect(sent[0]!.get('gst_certificate')).toBeNull();
  });
});
