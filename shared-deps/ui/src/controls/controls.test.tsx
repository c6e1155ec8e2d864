import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button, Checkbox, Select, Tabs, TextField } from '../index';

test('a button is a plain button of its variant and size; a submit button submits its form, a disabled one does nothing', () => {
  const clicked = jest.fn();
  const submitted = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
  render(
    <form onSubmit={submitted}>
      <Button testId="plain" onClick={clicked}>
        One
      </Button>
      <Button testId="place" variant="primary" size="lg" block type="submit">
        Place bet
      </Button>
      <Button testId="off" variant="danger" disabled onClick={clicked}>
        Off
      </Button>
    </form>,
  );
  fireEvent.click(screen.getByTestId('plain'));
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(submitted).not.toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('off'));
  expect(clicked).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByTestId('place'));
  expect(submitted).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('place').className).toBe('site-btn site-btn--primary site-btn--lg site-btn--block');
  expect(screen.getByTestId('plain').className).toBe('site-btn site-btn--secondary');
});

/** The words `aria-describedby` names, as a screen reader reads them. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

test('a text field is labelled, its hint and error describe it, and an error marks it invalid', () => {
  const { rerender } = render(<TextField label="Login" hint="E-mail or id" testId="login" value="" onChange={() => {}} />);
  const input = screen.getByLabelText('Login');
  expect(input).toBe(screen.getByTestId('login'));
  expect(input.getAttribute('aria-invalid')).toBeNull();
  expect(description(input)).toBe('E-mail or id');
  rerender(<TextField label="Login" hint="E-mail or id" testId="login" value="" onChange={() => {}} error="Required" />);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(description(input)).toBe('E-mail or id Required');
});

test('a checkbox turns on and off by its label', () => {
  function Box() {
    const [on, setOn] = useState(false);
    return <Checkbox testId="remember" checked={on} onChange={setOn} label="Remember me" />;
  }
  render(<Box />);
  fireEvent.click(screen.getByText('Remember me'));
  expect((screen.getByTestId('remember') as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByText('Remember me'));
  expect((screen.getByTestId('remember') as HTMLInputElement).checked).toBe(false);
});

test('tabs: one selected, a click or the arrow keys pick another and move the focus', () => {
  function Row() {
    const [v, setV] = useState<'a' | 'b' | 'c'>('a');
    return (
      <Tabs<'a' | 'b' | 'c'>
        label="Kind"
        value={v}
        onChange={setV}
        items={[
          { value: 'a', label: 'Single', testId: 'tab-a' },
          { value: 'b', label: 'Express', testId: 'tab-b' },
          { value: 'c', label: 'System', testId: 'tab-c' },
        ]}
      />
    );
  }
  render(<Row />);
  expect(screen.getByRole('tablist', { name: 'Kind' })).toBeTruthy();
  const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);
  expect(selected()).toEqual(['Single']);
  fireEvent.click(screen.getByTestId('tab-c'));
  expect(selected()).toEqual(['System']);
  fireEvent.keyDown(screen.getByTestId('tab-c'), { key: 'ArrowRight' });
  expect(selected()).toEqual(['Single']);
  expect(document.activeElement).toBe(screen.getByTestId('tab-a'));
  fireEvent.keyDown(screen.getByTestId('tab-a'), { key: 'ArrowLeft' });
  expect(selected()).toEqual(['System']);
  expect(screen.getByTestId('tab-a').tabIndex).toBe(-1);
});

test('the select is the styled one and gives its value back typed', () => {
  const picked = jest.fn();
  render(<Select testId="size" value={14} options={[12, 14, 16] as const} label={String} onChange={picked} ariaLabel="Font size" />);
  expect(screen.getByTestId('size').className).toBe('site-select');
  fireEvent.change(screen.getByTestId('size'), { target: { value: '16' } });
  expect(picked).toHaveBeenCalledWith(16);
});
