import { SavingsIcon } from '../../../ui/icons';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { AdminDealer, AdminDealerDetail } from '../../../../contract/entities/admin';
import { SUBSCRIPTION_STATUSES } from '../../../../contract/entities/user';
import { dealersCopy as copy } from '../../../../i18n/it/console/dealers';
import { disputesCopy } from '../../../../i18n/it/console/disputes';
import { ProvinceInput } from '../../../domain/console/provinces';
import { flagChoices, SuspendToggle, ReasonButton } from '../../../domain/console/actions';
import { api } from '../../../platform/api/console';
import { amount, euro } from '../../../domain/console/format';
import { DealerReturns } from './DealerReturns';

const subscriptionChoices = (['none', ...SUBSCRIPTION_STATUSES] as const).map((id) => ({
  id,
  name: copy.statuses[id],
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="subscription" source="subscription" choices={subscriptionChoices} />,
  <ProvinceInput key="province" source="province" />,
  <SelectInput key="suspended" source="suspended" choices={flagChoices} />,
];

const isSuspended = (record: AdminDealer) => record.suspended_at !== null;

export function DealerList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="legal_name" />
        <TextField source="email" />
        <TextField source="province_code" sortable={false} />
        <SelectField
          source="subscription_status"
          choices={subscriptionChoices}
          sortable={false}
          emptyText={copy.statuses.none}
        />
        <NumberField source="credits" options={amount} />
        <FunctionField
          source="suspended"
          sortable={false}
          render={(record: AdminDealer) => (
            <BooleanField record={{ id: record.id, suspended: isSuspended(record) }} source="suspended" />
          )}
        />
        <DateField source="created_at" />
      </Datagrid>
    </List>
  );
}

/** Sospendi / Riattiva and the credit adjustment, on the dealer's page. */
function DealerActions() {
  const record = useRecordContext<AdminDealerDetail>();
  if (!record) return null;
  const params = { id: Number(record.id) };
  return (
    <TopToolbar>
      <SuspendToggle
        suspended={isSuspended(record)}
        copy={copy}
        suspend={(reason) => api.post('adminDealerSuspend', { params, body: { reason } })}
        reactivate={() => api.post('adminDealerReactivate', { params })}
      />
      <ReasonButton
        label={copy.adjustCredits}
        icon={<SavingsIcon />}
        amountLabel={copy.delta}
        done={copy.adjusted}
        action={({ amount, reason }) => api.post('adminDealerCredits', { params, body: { delta: amount, reason } })}
      />
    </TopToolbar>
  );
}

export function DealerShow() {
  return (
    <Show actions={<DealerActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={copy.sections.company}>
          <TextField source="legal_name" />
          <TextField source="name" />
          <TextField source="surname" />
          <TextField source="email" />
          <TextField source="phone" />
          <TextField source="pec" />
          <TextField source="vat_number" />
          <TextField source="sdi" />
          <TextField source="iban" />
          <FunctionField
            source="adr_street"
            render={(r: AdminDealerDetail) =>
              [r.adr_street, r.adr_house_no, r.adr_zip_code, r.adr_city, r.province_code].filter(Boolean).join(' ')
            }
          />
          <DateField source="created_at" showTime />
          <DateField source="suspended_at" showTime emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={copy.sections.subscription} path="abbonamento">
          <SelectField source="subscription_status" choices={subscriptionChoices} emptyText={copy.statuses.none} />
          <DateField source="subscription_ends_at" emptyText="—" />
          <NumberField source="subscription_cost" emptyText="—" options={euro} />
          <DateField source="subscription_canceled_at" emptyText="—" />
          <NumberField source="credits" options={amount} />
          <NumberField source="fees_due" options={euro} />
          <NumberField source="fees_due_count" />
          <ArrayField source="credit_ledger">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <DateField source="created_at" showTime />
              <SelectField
                source="kind"
                choices={[
                  { id: 'adjustment', name: copy.ledgerKinds.adjustment },
                  { id: 'refund', name: copy.ledgerKinds.refund },
                ]}
              />
              <NumberField source="delta" options={amount} />
              <NumberField source="balance_after" options={amount} />
              <TextField source="reason" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={copy.sections.activity} path="attivita">
          <NumberField source="quotations.total" />
          <NumberField source="quotations.pending" />
          <NumberField source="quotations.accepted" />
          <NumberField source="quotations.cancelled" />
          <NumberField source="dealer_stars" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={disputesCopy.dealerTab} path="resi">
          <DealerReturns />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
