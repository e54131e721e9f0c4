# The desktop app's own sentences (src-tauri/src): storage, file dialogs, settings, sessions and
# catalogs kept on this device, and sharing a session with the table over the local network.
# $what in several messages is one of: session, catalog, draft.

## Files kept on this device

shell-invalid-catalog = { $count ->
    [one] { $what }: { $count } problem to fix first.
   *[other] { $what }: { $count } problems to fix first.
}
shell-catalog-gone-pick = That catalog is no longer on this device: pick another one.
shell-catalog-gone = That catalog is no longer on this device.
shell-draft-too-large = This draft is far larger than a deck of cards and was not kept: remove the cards that do not belong to the printed deck.
shell-draft-gone = That draft is no longer on this device.
shell-paste-too-long = That is far more text than a deck of cards: copy only the cards' rows.
shell-session-catalog-gone = This session's catalog is not on this computer.
shell-catalog-not-saved = The catalog was not saved
shell-sample-unchangeable = The sample deck can't be changed: save your changes as a new catalog.
shell-sample-undeletable = The sample deck ships with the app and can't be deleted.
shell-not-imported = { $name } was not imported
shell-draft-unreadable = This catalog draft can't be read ({ $why }). It was left as it is.
shell-draft-mistake-at = a mistake at line { $line }, column { $column }
shell-draft-not-a-draft = it does not say it is a catalog draft of this app, format version 1
shell-not-saved-to-disk = Recorded, but not saved to disk. { $why } Nothing is lost while the app stays open: it saves again with your next step, or at once from the play screen.
shell-session-gone-pick = That session is no longer on this device: it may have been deleted. Pick another one from the list.
shell-session-gone = That session is no longer on this device.
shell-not-named-like = { $what ->
    [session] { $file } is not named like a session file (letters, digits, - and _ then .json). It is left as it is; to use it, import it.
    [draft] { $file } is not named like a draft file (letters, digits, - and _ then .json). It is left as it is; to use it, import it.
   *[catalog] { $file } is not named like a catalog file (letters, digits, - and _ then .json). It is left as it is; to use it, import it.
}
shell-not-an-id = { $what ->
    [session] “{ $id }” is not a session id: pick the session from the list.
    [draft] “{ $id }” is not a draft id: pick the draft from the list.
   *[catalog] “{ $id }” is not a catalog id: pick the catalog from the list.
}
shell-not-a-file = The file dialog did not give a file: choose a file, not a folder.
shell-not-loadout = { $what ->
    [session] This is not a Loadout session file (it does not say it is one), so the app reads nothing of it. Choose a session file saved by the app.
   *[catalog] This is not a Loadout catalog file (it does not say it is one), so the app reads nothing of it. Choose a catalog file saved by the app.
}
shell-stale = This step was already recorded (the screen was out of date). Nothing was recorded twice.
shell-settings-unreadable = The settings file (settings.json) can't be read ({ $why }), so the default settings are in use. The file is left as it is; saving settings replaces it and keeps a copy as settings.damaged.json.

## File dialogs: their titles and the names of their filters

dialog-import-session = Import a session file
dialog-import-catalog = Import a catalog file
dialog-save-catalog = Save the catalog file
dialog-save-session = Save the whole session file
dialog-save-results-csv = Save results as CSV
dialog-save-ledger-csv = Save the ledger as CSV
dialog-save-png = Save the code as PNG
dialog-save-svg = Save the code as SVG
filter-session = Loadout session (JSON)
filter-catalog = Loadout catalog (JSON)
filter-csv = CSV for spreadsheets
filter-png = PNG picture
filter-svg = SVG picture

## Requests the app could not read

shell-no-command = The app has no command “{ $command }”: update the app or the page.
shell-bad-request = The app could not read this request ({ $command }: { $why }). The screen and the app disagree: restart the app.
shell-takes-no-request = it takes no request
shell-not-req-arguments = the arguments are not `{"{"} req {"}"}`

## The disk. $doing: read-file, save-file, delete-file, create-data-folder, read-data-folder,
## keep-settings-copy; $path and $why: the file and the system's words.

storage-failed = Could not { $doing ->
    [read-file] read the file
    [save-file] save the file
    [delete-file] delete the file
    [create-data-folder] create the data folder
    [read-data-folder] read the data folder
   *[keep-settings-copy] keep a copy of the settings file
} ({ $path }: { $why }). { $advice }, then try again.
storage-too-large = It is too large to be a Loadout file: choose another file
storage-not-a-file = It is not a regular file: choose a file
storage-disk-full = The disk is full: free some space
storage-read-only = The data folder is on a read-only disk: make it writable
storage-permission = The app may not write to the data folder: check its permissions
storage-in-the-way = Something that is not a folder is in the way: check the data folder
storage-check-folder = Check that the data folder exists and is writable
storage-in-use = Another copy of { -app-name } is using the data folder ({ $path }), so this one changes nothing in it: nothing was saved. Switch to the other copy, or close it and start this one again.
storage-in-another-tab = { -app-name } is open in another tab or window of this browser, so this one changes nothing: nothing was saved. Switch to the other one, or close it: this page then takes over by itself.
storage-changed-on-disk = { $path } was changed by another program since this app last saved it, so nothing was written, to keep that version. Open it again to see it as it is now.
storage-not-regular = not a regular file
storage-larger-than = larger than { $kib } KiB
storage-no-parent = no parent folder
storage-no-file-name = no folder or file name

## Sharing a session with the table

share-one-session = This link shows one session only: the one shared from the computer.
share-no-pages = This copy of the app has no pages to share: start it with its window.
share-not-an-address = “{ $address }” is not a network address: pick one from the list.
share-no-such-address = This computer has no address { $ip } (any more): pick one from the list again.
share-low-port = Ports below 1024 need administrator rights: choose a port from 1024 to 65535, or leave it empty to use a free one.
share-port-in-use = { $port ->
    [none] A port is in use by another program: choose another port in the settings, or leave it empty to use a free one.
   *[other] Port { $port } is in use by another program: choose another port in the settings, or leave it empty to use a free one.
}
share-could-not-start = Sharing could not start on { $ip }: { $why }. Pick another address.
share-device-gone = That device is no longer connected.
share-off = Sharing is off: turn it on to get the links.
share-link-invalid = This link is not valid (any more): scan the code shown on the computer again.
share-code-wrong = Wrong code: check it against the code shown on the computer, under the QR code, and type it again.
share-code-used = This code has been used already: each code lets one device join. Type the new code the computer shows now.
share-code-expired = This code has expired (a code is valid for a few minutes): type the new code the computer shows now.
share-rate-limited = Too many wrong codes from this device: wait { $seconds } seconds, then scan the code shown on the computer.
share-rate-limited-all = Many wrong codes were tried just now, from several devices: wait { $seconds } seconds, then scan the code shown on the computer. Devices already at the table go on working.
share-full = As many devices as allowed are connected: disconnect one on the computer first.
share-wrong-host = This is not the address the computer shares: open the link shown on the computer.
share-foreign-origin = This request came from another web page and was refused.
share-no-page = No such page.
share-no-request = No such request.
share-no-command = The app has no command “{ $command }”: reload the page.
share-display-only = The { -table-display } only shows the game: record on the tablet or the computer.
share-tablet-only = The tablet scores the shared session only: do this on the computer.
share-not-json = Requests are JSON: reload the page.
share-unreadable = The request could not be read: reload the page.
share-no-answer = The computer could not answer: try again.
share-stale = Already recorded on another device: this screen now shows the latest step. Nothing was recorded twice.
share-too-large = Requests are at most { $kib } KiB.
share-too-slow = The request took too long to arrive: check the network and try again.
share-no-origin = A live connection needs the page's origin.
