import { messages } from '@pawprize/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

/** A textarea field with its value in state, as the forms hold it. */
function Description() {
  const [value, setValue] = useState('');
  return (
    <FormField
      id="d"
      kind="textarea"
      label="Description"
      optional
      counter
      maxLength={10}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('FormField', () => {
  it('ties the visible label to the control and the hint to its description', () => {
    render(<FormField id="f-name" label="Full name" hint="As on your ID." value="" readOnly />);
    const input = screen.getByLabelText('Full name');
    expect(input).toHaveAttribute('id', 'f-name');
    expect(input).toHaveAccessibleDescription('As on your ID.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('replaces the hint with the error: aria-invalid and aria-describedby point at it', () => {
    render(
      <FormField id="f-mail" kind="email" label="Email" hint="We never share it." error="Nope" />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'f-mail-error');
    expect(input).toHaveAccessibleDescription('Nope');
    expect(screen.queryByText('We never share it.')).not.toBeInTheDocument();
  });

  it('gives an email field its autofill, keyboard and example', () => {
    render(<FormField id="e" kind="email" label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('placeholder', 'you@example.com');
  });

  it('gives a username field its autofill, no autocorrect and the @ padding', () => {
    render(<FormField id="u" kind="username" label="Username" placeholder="biscuit_fan" />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toHaveAttribute('autocorrect', 'off');
    expect(input).toHaveAttribute('placeholder', 'biscuit_fan');
    expect(input).toHaveClass('pl-9');
  });

  it('password fields hide the text behind a labelled toggle; a new one shows the rule', async () => {
    const user = userEvent.setup();
    render(
      <>
        <FormField id="p" kind="password" label="Password" />
        <FormField id="n" kind="new-password" label="New password" />
        <FormField id="c" kind="password" label="Confirm" autoComplete="new-password" />
      </>,
    );
    const current = screen.getByLabelText('Password');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).not.toHaveAccessibleDescription();
    const fresh = screen.getByLabelText('New password');
    expect(fresh).toHaveAttribute('autocomplete', 'new-password');
    expect(fresh).toHaveAccessibleDescription(messages.auth.passwordHint);
    expect(screen.getByLabelText('Confirm')).toHaveAttribute('autocomplete', 'new-password');

    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(current).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('marks an optional field in its label and counts characters beside it', async () => {
    const user = userEvent.setup();
    render(<Description />);
    const box = screen.getByRole('textbox', { name: 'Description (optional)' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(screen.getByText('0/10')).toHaveAttribute('id', 'd-count');
    await user.type(box, 'Biscuit');
    expect(screen.getByText('7/10')).toBeInTheDocument();
  });

  it('shows a given aside (e.g. a link) in the label row', () => {
    render(<FormField id="a" label="Password" kind="password" aside={<a href="/x">Forgot?</a>} />);
    expect(screen.getByRole('link', { name: 'Forgot?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});
