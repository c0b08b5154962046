import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, AvatarGroup, avatarSizes } from '../../src/ui';
import { dark } from './story-helpers';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { id: 'u-anna', name: 'Anna Keller' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' } as const;

const people = [
  { id: 'u-anna', name: 'Anna Keller' },
  { id: 'u-luca', name: 'Luca Rossi' },
  { id: 'u-lea', name: 'Léa Dubois' },
  { id: 'u-jonas', name: 'Jonas Meier' },
  { id: 'u-zoe', name: 'Zoë Brunner' },
  { id: 'u-marc', name: 'Marc Favre' },
];

// An inline SVG picture keeps the story offline and the screenshot stable.

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#64748b"/><circle cx="24" cy="19" r="9" fill="#e2e8f0"/><path d="M8 46a16 16 0 0 1 32 0" fill="#e2e8f0"/></svg>',
)}`;

export const Avatars: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {avatarSizes.map((size) => (
        <div key={size} style={row}>
          {people.map((p) => (
            <Avatar key={p.id} {...p} size={size} />
          ))}
          <Avatar id="u-photo" name="Photo User" src={picture} size={size} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Anna Keller' })[0]).toHaveTextContent('AK');
    await expect(canvas.getAllByRole('img', { name: 'Photo User' })).toHaveLength(3);
  },
};

export const AvatarsDark: Story = { ...Avatars, ...dark };

/** Every one of the ten colours, by trying ids until each appears. */
export const AvatarColours: Story = {
  render: () => (
    <div style={row}>
      {Array.from({ length: 10 }, (_, i) => (
        <Avatar key={i} id={`colour-${i}`} name={`Person ${String.fromCharCode(65 + i)}`} />
      ))}
    </div>
  ),
};

export const AvatarColoursDark: Story = { ...AvatarColours, ...dark };

export const Group: Story = {
  render: () => <AvatarGroup label="Signers" people={people} max={4} />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Signers' });
    await expect(within(group).getByRole('img', { name: '2 more' })).toHaveTextContent('+2');
  },
};

export const GroupDark: Story = { ...Group, ...dark };
