import { registerCatalogue } from './messages.ts'
import { messagesEn } from './messages.en.ts'
import { messagesFr } from './messages.fr.ts'

// The server renders both languages: both catalogues, registered once when this is imported.
registerCatalogue('fr', messagesFr)
registerCatalogue('en', messagesEn)
