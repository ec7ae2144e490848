import type { TranslationMessages } from 'react-admin';
import { EXACT_TOTAL_MAX } from '../../contract/constants.js';

type RaMessages = TranslationMessages['ra'];
/** react-admin's English catalog type, with the parts it marks optional made required: a missing key fails tsc. */
export type RaCatalog = TranslationMessages & {
  ra: RaMessages & {
    guesser: NonNullable<RaMessages['guesser']>;
    configurable: NonNullable<RaMessages['configurable']>;
  };
};

/**
 * Complete Italian translation of react-admin's own messages (ra-language-english 5.15).
 * Placeholders (%{name}, %{smart_count}...) are identical to the English ones; a test compares both catalogs.
 */
export const raItalian: RaCatalog = {
  ra: {
    action: {
      add_filter: 'Aggiungi filtro',
      add: 'Aggiungi',
      back: 'Indietro',
      bulk_actions: '1 elemento selezionato |||| %{smart_count} elementi selezionati',
      cancel: 'Annulla',
      clear_array_input: 'Svuota la lista',
      clear_input_value: 'Cancella il valore',
      clone: 'Duplica',
      confirm: 'Conferma',
      create: 'Crea',
      create_item: 'Crea %{item}',
      delete: 'Elimina',
      edit: 'Modifica',
      export: 'Esporta',
      list: 'Elenco',
      refresh: 'Aggiorna',
      remove_filter: 'Rimuovi questo filtro',
      remove_all_filters: 'Rimuovi tutti i filtri',
      remove: 'Rimuovi',
      reset: 'Ripristina',
      save: 'Salva',
      search: 'Cerca',
      search_columns: 'Cerca colonne',
      select_all: 'Seleziona tutto',
      select_all_button: 'Seleziona tutto',
      select_row: 'Seleziona questa riga',
      show: 'Mostra',
      sort: 'Ordina',
      undo: 'Annulla',
      unselect: 'Deseleziona',
      expand: 'Espandi',
      close: 'Chiudi',
      open_menu: 'Apri il menu',
      close_menu: 'Chiudi il menu',
      update: 'Aggiorna',
      move_up: 'Sposta su',
      move_down: 'Sposta giù',
      open: 'Apri',
      toggle_theme: 'Passa al tema chiaro/scuro',
      select_columns: 'Colonne',
      update_application: 'Ricarica l’applicazione',
    },
    boolean: {
      true: 'Sì',
      false: 'No',
      null: ' ',
    },
    page: {
      create: 'Crea %{name}',
      dashboard: 'Dashboard',
      edit: '%{name} %{recordRepresentation}',
      error: 'Si è verificato un problema',
      list: '%{name}',
      loading: 'Caricamento',
      not_found: 'Non trovato',
      show: '%{name} %{recordRepresentation}',
      empty: 'Ancora nessun elemento in %{name}.',
      invite: 'Vuoi aggiungerne uno?',
      access_denied: 'Accesso negato',
      authentication_error: 'Errore di autenticazione',
    },
    input: {
      file: {
        upload_several: 'Trascina qui i file da caricare, oppure fai clic per sceglierne uno.',
        upload_single: 'Trascina qui il file da caricare, oppure fai clic per sceglierlo.',
      },
      image: {
        upload_several: 'Trascina qui le immagini da caricare, oppure fai clic per sceglierne una.',
        upload_single: 'Trascina qui l’immagine da caricare, oppure fai clic per sceglierla.',
      },
      references: {
        all_missing: 'Impossibile trovare i dati collegati.',
        many_missing: 'Almeno uno degli elementi collegati non sembra più disponibile.',
        single_missing: 'L’elemento collegato non sembra più disponibile.',
      },
      password: {
        toggle_visible: 'Nascondi password',
        toggle_hidden: 'Mostra password',
      },
    },
    message: {
      about: 'Informazioni',
      access_denied: 'Non hai i permessi per accedere a questa pagina',
      are_you_sure: 'Sei sicuro?',
      authentication_error: 'Il server di autenticazione ha restituito un errore e non è stato possibile verificare le tue credenziali.',
      auth_error: 'Si è verificato un errore durante la verifica del token di autenticazione.',
      bulk_delete_content:
        'Vuoi davvero eliminare questo elemento (%{name})? |||| Vuoi davvero eliminare questi %{smart_count} elementi?',
      bulk_delete_title: 'Elimina %{name} |||| Elimina %{smart_count} %{name}',
      bulk_update_content:
        'Vuoi davvero aggiornare %{name} %{recordRepresentation}? |||| Vuoi davvero aggiornare questi %{smart_count} elementi?',
      bulk_update_title: 'Aggiorna %{name} %{recordRepresentation} |||| Aggiorna %{smart_count} %{name}',
      clear_array_input: 'Vuoi davvero svuotare tutta la lista?',
      delete_content: 'Vuoi davvero eliminare questo elemento (%{name})?',
      delete_title: 'Elimina %{name} %{recordRepresentation}',
      details: 'Dettagli',
      error: 'Si è verificato un errore e la richiesta non è stata completata.',
      invalid_form: 'Il modulo non è valido: controlla gli errori',
      loading: 'Attendere prego',
      no: 'No',
      not_found: 'L’indirizzo digitato è errato oppure il link seguito non è valido.',
      select_all_limit_reached:
        'Ci sono troppi elementi per selezionarli tutti. Sono stati selezionati solo i primi %{max} elementi.',
      unsaved_changes: 'Alcune modifiche non sono state salvate. Vuoi davvero ignorarle?',
      yes: 'Sì',
      placeholder_data_warning: 'Problema di rete: aggiornamento dei dati non riuscito.',
    },
    navigation: {
      clear_filters: 'Cancella i filtri',
      no_filtered_results: 'Nessun risultato per %{name} con i filtri attuali.',
      no_results: 'Nessun risultato per %{name}',
      no_more_results: 'La pagina %{page} è fuori dall’intervallo. Prova la pagina precedente.',
      page_out_of_boundaries: 'La pagina %{page} è fuori dall’intervallo',
      page_out_from_end: 'Non puoi andare oltre l’ultima pagina',
      page_out_from_begin: 'Non puoi andare prima della pagina 1',
      page_range_info: '%{offsetBegin}-%{offsetEnd} di %{total}',
      // A paged answer past EXACT_TOTAL_MAX rows carries an estimate (issue 32), which the pagers never show as a count:
      // "1–10 di oltre 10.000" (the console's react-admin pager and the dealer's ListPagination, src/ui/components).
      partial_page_range_info: `%{offsetBegin}–%{offsetEnd} di oltre ${EXACT_TOTAL_MAX.toLocaleString('it-IT')}`,
      current_page: 'Pagina %{page}',
      page: 'Vai alla pagina %{page}',
      first: 'Vai alla prima pagina',
      last: 'Vai all’ultima pagina',
      next: 'Vai alla pagina successiva',
      previous: 'Vai alla pagina precedente',
      page_rows_per_page: 'Righe per pagina:',
      skip_nav: 'Vai al contenuto',
    },
    sort: {
      sort_by: 'Ordina per %{field_lower_first} %{order}',
      ASC: 'crescente',
      DESC: 'decrescente',
    },
    auth: {
      auth_check_error: 'Effettua l’accesso per continuare',
      user_menu: 'Profilo',
      username: 'Nome utente',
      password: 'Password',
      email: 'Email',
      sign_in: 'Accedi',
      sign_in_error: 'Autenticazione non riuscita, riprova',
      logout: 'Esci',
    },
    notification: {
      updated: 'Elemento aggiornato |||| %{smart_count} elementi aggiornati',
      created: 'Elemento creato',
      deleted: 'Elemento eliminato |||| %{smart_count} elementi eliminati',
      bad_item: 'Elemento non valido',
      item_doesnt_exist: 'L’elemento non esiste',
      http_error: 'Errore di comunicazione con il server',
      data_provider_error: 'Errore del dataProvider. Controlla la console per i dettagli.',
      i18n_error: 'Impossibile caricare le traduzioni per la lingua indicata',
      canceled: 'Operazione annullata',
      logged_out: 'La sessione è terminata, effettua di nuovo l’accesso.',
      not_authorized: 'Non sei autorizzato ad accedere a questa risorsa.',
      application_update_available: 'È disponibile una nuova versione.',
      offline: 'Nessuna connessione. Impossibile caricare i dati.',
    },
    validation: {
      required: 'Campo obbligatorio',
      minLength: 'Deve contenere almeno %{min} caratteri',
      maxLength: 'Deve contenere al massimo %{max} caratteri',
      minValue: 'Deve essere almeno %{min}',
      maxValue: 'Deve essere al massimo %{max}',
      number: 'Deve essere un numero',
      email: 'Deve essere un indirizzo email valido',
      oneOf: 'Deve essere uno tra: %{options}',
      regex: 'Deve rispettare un formato specifico (regexp): %{pattern}',
      unique: 'Deve essere univoco',
    },
    saved_queries: {
      label: 'Ricerche salvate',
      query_name: 'Nome della ricerca',
      new_label: 'Salva la ricerca attuale...',
      new_dialog_title: 'Salva la ricerca attuale come',
      remove_label: 'Rimuovi la ricerca salvata',
      remove_label_with_name: 'Rimuovi la ricerca "%{name}"',
      remove_dialog_title: 'Rimuovere la ricerca salvata?',
      remove_message: 'Vuoi davvero rimuovere questo elemento dall’elenco delle ricerche salvate?',
      help: 'Filtra l’elenco e salva questa ricerca per dopo',
    },
    guesser: {
      empty: {
        title: 'Nessun dato da mostrare',
        message: 'Controlla il tuo data provider',
      },
    },
    configurable: {
      customize: 'Personalizza',
      configureMode: 'Configura questa pagina',
      inspector: {
        title: 'Ispettore',
        content: 'Passa sopra gli elementi dell’interfaccia per configurarli',
        reset: 'Ripristina le impostazioni',
        hideAll: 'Nascondi tutto',
        showAll: 'Mostra tutto',
      },
      Datagrid: {
        title: 'Tabella',
        unlabeled: 'Colonna senza etichetta #%{column}',
      },
      SimpleForm: {
        title: 'Modulo',
        unlabeled: 'Campo senza etichetta #%{input}',
      },
      SimpleList: {
        title: 'Elenco',
        primaryText: 'Testo principale',
        secondaryText: 'Testo secondario',
        tertiaryText: 'Testo terziario',
      },
    },
  },
};
