import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, type FormHandle } from './Form';
import { TextField } from '../TextField/TextField';
import { TextArea } from '../TextArea/TextArea';
import { NumberField } from '../NumberField/NumberField';
import { Button } from '../Button/Button';

const required = (value: string) => value.trim().length > 0 || 'Required';

function ExampleForm(props: { serverErrors?: Record<string, string[]>; isSaving?: boolean }) {
  const ref = useRef<FormHandle>(null);
  return (
    <div style={{ maxWidth: 420 }}>
      <Form ref={ref} aria-label="New project" serverErrors={props.serverErrors}>
        <TextField label="Name" name="name" rules={[required]} isRequired defaultValue="Apollo" />
        <TextField
          label="Code"
          name="code"
          rules={[required, (value) => /^[A-Z]{3}$/.test(value) || 'Three capital letters']}
        />
        <NumberField label="Budget hours" name="budgetHours" />
        <TextArea label="Description" name="description" />
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="submit" variant="primary" isLoading={props.isSaving}>
            Create project
          </Button>
          <Button type="reset" variant="ghost">
            Reset
          </Button>
        </div>
      </Form>
    </div>
  );
}

const meta = {
  title: 'Primitives/Form',
  component: ExampleForm,
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SubmitShowsAllErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: /Name/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create project' }));
  },
};
export const ServerErrors: Story = {
  args: { serverErrors: { name: ['A project with this name already exists'] } },
};
export const Saving: Story = { args: { isSaving: true } };
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create project' }));
  },
};
