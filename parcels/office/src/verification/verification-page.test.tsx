import { fireEvent, screen, waitFor } from '@testing-library/react';
import { byRoute, renderParcel, type Reply, type Script } from '@site/ui/testing';
import { officeTexts } from '../locales';
import { OfficeApp } from '../office-app';

const doc = (over: Record<string, unknown> = {}) => ({ id: 1, kind: 'passport', status: 'pending', mime: 'image/png', size: 100, createdAt: 1_700_000_000_000, ...over });

function setup(name: string, routes: Record<string, ReadonlyArray<Reply | Script>>, lang = 'en') {
  return renderParcel(<OfficeApp route={{ name, params: {}, lang }} />, { lang, texts: officeTexts, userId: 9, server: byRoute(routes) });
}

test('verification: upload a document as multipart with its kind; the list shows each with its status', async () => {
  const w = setup('office-verification', {
    'GET /web-api/user/documents': [{ body: { documents: [], verification: 'none' } }, { body: { documents: [doc({ id: 2, kind: 'proof_of_address' })], verification: 'pending' } }],
    'POST /web-api/user/documents': [{ status: 201, body: { id: 2, status: 'pending' } }],
  });
  expect((await screen.findByTestId('verification-status')).textContent).toContain('not started');
  expect(screen.getByTestId('verification-empty')).toBeTruthy();
  fireEvent.click(screen.getByTestId('verification-submit'));
  expect((await screen.findByTestId('verification-file-error')).textContent).toBe('Fill this in');
  fireEvent.change(screen.getByTestId('verification-kind'), { target: { value: 'proof_of_address' } });
  const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'bill.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByTestId('verification-file'), { target: { files: [file] } });
  fireEvent.click(screen.getByTestId('verification-submit'));
  const row = await screen.findByTestId('verification-document');
  expect(row.textContent).toMatch(/Proof of address.*being checked/);
  expect(screen.getByTestId('verification-status').textContent).toContain('documents are being checked');
  const post = w.calls.find((c) => c.method === 'POST')!;
  expect(post.body).toMatchObject({ kind: 'proof_of_address' });
  expect((post.body!.file as File).name).toBe('bill.pdf');
});

test('a file over 10 MB is refused before sending; a refusal by content is said beside the file, in Russian', async () => {
  const w = setup(
    'office-identification',
    {
      'GET /web-api/user/documents': [{ body: { documents: [doc({ status: 'rejected' })], verification: 'rejected' } }],
      'POST /web-api/user/documents': [{ status: 415, body: { errors: [{ status: '415', code: 'document.type_not_allowed', detail: 'x', source: { pointer: '/file' } }] } }],
    },
    'ru',
  );
  expect((await screen.findByTestId('verification-document')).getAttribute('data-status')).toBe('rejected');
  // identification asks who the player is: no proof of address
  expect(Array.from((screen.getByTestId('verification-kind') as HTMLSelectElement).options).map((o) => o.value)).toEqual(['passport', 'id_card', 'driving_licence', 'selfie']);
  const big = new File(['x'], 'big.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
  fireEvent.change(screen.getByTestId('verification-file'), { target: { files: [big] } });
  fireEvent.click(screen.getByTestId('verification-submit'));
  expect((await screen.findByTestId('verification-file-error')).textContent).toBe('Файл больше 10 МБ.');
  expect(w.calls.some((c) => c.method === 'POST')).toBe(false);
  fireEvent.change(screen.getByTestId('verification-file'), { target: { files: [new File(['text'], 'me.png', { type: 'image/png' })] } });
  fireEvent.click(screen.getByTestId('verification-submit'));
  await waitFor(() => expect(screen.getByTestId('verification-file-error').textContent).toBe('Принимаются только изображения (JPEG, PNG, WebP, HEIC) и файлы PDF.'));
});
