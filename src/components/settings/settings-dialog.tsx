import { useUiStore } from '../../stores/ui-store';
import { useToastStore } from '../../stores/toast-store';
import { Dialog } from '../ui/dialog';
import { SettingsForm } from './settings-form';

export function SettingsDialog() {
  const open = useUiStore((s) => s.dialog === 'settings');
  const close = useUiStore((s) => s.dialogClosed);
  const toast = useToastStore((s) => s.toastShown);
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Settings"
      description="Saved in this browser. Nothing changes until you save."
    >
      <SettingsForm
        onSaved={() => {
          close();
          toast({ tone: 'success', title: 'Settings saved' });
        }}
      />
    </Dialog>
  );
}
