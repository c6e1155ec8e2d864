import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal, type ModalProps } from './index';

function Opener(props: Partial<ModalProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    props.onClosed?.();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <button type="button">elsewhere</button>
      {open && (
        <Modal title="Log in" onClose={close} testId="m" closeLabel="Close" {...props}>
          <input aria-label="login" />
          <input aria-label="password" />
          <button type="button">Submit</button>
        </Modal>
      )}
    </>
  );
}

function openModal(props: Partial<ModalProps> & { onClosed?: () => void } = {}) {
  render(<Opener {...props} />);
  const opener = screen.getByText('open');
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole(props.role ?? 'dialog') };
}

test('a labelled modal dialog: role, aria-modal, aria-labelledby its title', () => {
  const { dialog } = openModal();
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Log in');
  expect(screen.getByRole('dialog', { name: 'Log in' })).toBe(dialog);
  expect(screen.getByTestId('m')).toBe(dialog);
});

test('opening moves the focus to its first field; Tab and Shift+Tab stay inside', () => {
  const { dialog } = openModal();
  const login = screen.getByLabelText('login');
  const close = screen.getByTestId('m-close');
  expect(document.activeElement).toBe(login);
  // The last element (the × button, last in tab order) wraps to the first, and back.
  close.focus();
  fireEvent.keyDown(close, { key: 'Tab' });
  expect(document.activeElement).toBe(login);
  fireEvent.keyDown(login, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(close);
  // Inside the cycle the browser moves the focus itself: the modal does not interfere.
  const password = screen.getByLabelText('password');
  login.focus();
  const event = fireEvent.keyDown(login, { key: 'Tab' });
  expect(event).toBe(true);
  expect(dialog.contains(password)).toBe(true);
});

test('Esc closes it and the focus returns to the element that opened it', () => {
  const onClosed = jest.fn();
  const { opener } = openModal({ onClosed });
  fireEvent.keyDown(screen.getByLabelText('password'), { key: 'Escape' });
  expect(onClosed).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('the × button closes it', () => {
  const onClosed = jest.fn();
  openModal({ onClosed });
  fireEvent.click(screen.getByTestId('m-close'));
  expect(onClosed).toHaveBeenCalledTimes(1);
});

test('a click on the backdrop closes it when allowed; a click inside never does', () => {
  const onClosed = jest.fn();
  openModal({ onClosed });
  fireEvent.click(screen.getByLabelText('login'));
  fireEvent.click(screen.getByRole('dialog'));
  expect(onClosed).not.toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('m-backdrop'));
  expect(onClosed).toHaveBeenCalledTimes(1);
});

test('a question that needs an answer ignores the backdrop, but Esc still cancels it', () => {
  const onClosed = jest.fn();
  openModal({ onClosed, closeOnBackdrop: false, role: 'alertdialog' });
  fireEvent.click(screen.getByTestId('m-backdrop'));
  expect(onClosed).not.toHaveBeenCalled();
  fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
  expect(onClosed).toHaveBeenCalledTimes(1);
});

test('a dialog without fields keeps the focus on itself', () => {
  render(
    <Modal title="Done" onClose={() => {}}>
      <p>Nothing to press</p>
    </Modal>,
  );
  const dialog = screen.getByRole('dialog');
  expect(document.activeElement).toBe(dialog);
  fireEvent.keyDown(dialog, { key: 'Tab' });
  expect(document.activeElement).toBe(dialog);
});
