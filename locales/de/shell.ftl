# Die eigenen Sätze der Desktop-App (src-tauri/src): Speicher, Dateidialoge, Einstellungen,
# Sitzungen und Kataloge auf diesem Gerät, und das Teilen einer Sitzung mit dem Tisch im lokalen
# Netzwerk. $what ist in mehreren Nachrichten eines von: session, catalog, draft.

## Dateien auf diesem Gerät

shell-invalid-catalog = { $count ->
    [one] { $what }: { $count } Problem ist zuerst zu beheben.
   *[other] { $what }: { $count } Probleme sind zuerst zu beheben.
}
shell-catalog-gone-pick = Dieser Katalog ist nicht mehr auf diesem Gerät: wählen Sie einen anderen.
shell-catalog-gone = Dieser Katalog ist nicht mehr auf diesem Gerät.
shell-draft-too-large = Dieser Entwurf ist weit größer als ein Kartenspiel und wurde nicht behalten: entfernen Sie die Karten, die nicht zu den gedruckten Karten gehören.
shell-draft-gone = Dieser Entwurf ist nicht mehr auf diesem Gerät.
shell-paste-too-long = Das ist weit mehr Text als ein Kartenspiel: kopieren Sie nur die Zeilen der Karten.
shell-session-catalog-gone = Der Katalog dieser Sitzung ist nicht auf diesem Computer.
shell-catalog-not-saved = Der Katalog wurde nicht gespeichert
shell-sample-unchangeable = Die { -sample-deck } lassen sich nicht ändern: speichern Sie Ihre Änderungen als neuen Katalog.
shell-sample-undeletable = Die { -sample-deck } gehören zur App und lassen sich nicht löschen.
shell-not-imported = { $name } wurde nicht importiert
shell-draft-unreadable = Dieser Katalogentwurf lässt sich nicht lesen ({ $why }). Er bleibt, wie er ist.
shell-draft-mistake-at = ein Fehler in Zeile { $line }, Spalte { $column }
shell-draft-not-a-draft = er gibt sich nicht als Katalogentwurf dieser App im Format Version 1 aus
shell-not-saved-to-disk = Erfasst, aber nicht auf dem Datenträger gespeichert. { $why } Solange die App offen bleibt, geht nichts verloren: sie speichert mit Ihrem nächsten Schritt erneut, oder sofort vom Spielbildschirm aus.
shell-session-gone-pick = Diese Sitzung ist nicht mehr auf diesem Gerät: vielleicht wurde sie gelöscht. Wählen Sie eine andere aus der Liste.
shell-session-gone = Diese Sitzung ist nicht mehr auf diesem Gerät.
shell-not-named-like = { $what ->
    [session] { $file } ist nicht wie eine Sitzungsdatei benannt (Buchstaben, Ziffern, - und _, dann .json). Die Datei bleibt, wie sie ist; um sie zu verwenden, importieren Sie sie.
    [draft] { $file } ist nicht wie eine Entwurfsdatei benannt (Buchstaben, Ziffern, - und _, dann .json). Die Datei bleibt, wie sie ist; um sie zu verwenden, importieren Sie sie.
   *[catalog] { $file } ist nicht wie eine Katalogdatei benannt (Buchstaben, Ziffern, - und _, dann .json). Die Datei bleibt, wie sie ist; um sie zu verwenden, importieren Sie sie.
}
shell-not-an-id = { $what ->
    [session] „{ $id }“ ist keine Sitzungs-ID: wählen Sie die Sitzung aus der Liste.
    [draft] „{ $id }“ ist keine Entwurfs-ID: wählen Sie den Entwurf aus der Liste.
   *[catalog] „{ $id }“ ist keine Katalog-ID: wählen Sie den Katalog aus der Liste.
}
shell-not-a-file = Der Dateidialog hat keine Datei geliefert: wählen Sie eine Datei, keinen Ordner.
shell-not-loadout = { $what ->
    [session] Dies ist keine Loadout-Sitzungsdatei (sie gibt sich nicht als solche aus), daher liest die App nichts davon. Wählen Sie eine Sitzungsdatei, die die App gespeichert hat.
   *[catalog] Dies ist keine Loadout-Katalogdatei (sie gibt sich nicht als solche aus), daher liest die App nichts davon. Wählen Sie eine Katalogdatei, die die App gespeichert hat.
}
shell-stale = Dieser Schritt war schon erfasst (die Anzeige war nicht aktuell). Nichts wurde doppelt erfasst.
shell-settings-unreadable = Die Einstellungsdatei (settings.json) lässt sich nicht lesen ({ $why }), daher gelten die Standardeinstellungen. Die Datei bleibt, wie sie ist; beim Speichern der Einstellungen wird sie ersetzt und als settings.damaged.json aufbewahrt.

## Dateidialoge: ihre Titel und die Namen ihrer Filter

dialog-import-session = Sitzungsdatei importieren
dialog-import-catalog = Katalogdatei importieren
dialog-save-catalog = Katalogdatei speichern
dialog-save-session = Ganze Sitzungsdatei speichern
dialog-save-results-csv = Ergebnisse als CSV speichern
dialog-save-ledger-csv = Protokoll als CSV speichern
dialog-save-png = Code als PNG speichern
dialog-save-svg = Code als SVG speichern
filter-session = Loadout-Sitzung (JSON)
filter-catalog = Loadout-Katalog (JSON)
filter-csv = CSV für Tabellenprogramme
filter-png = PNG-Bild
filter-svg = SVG-Bild

## Anfragen, die die App nicht lesen konnte

shell-no-command = Die App hat keinen Befehl „{ $command }“: aktualisieren Sie die App oder die Seite.
shell-bad-request = Die App konnte diese Anfrage nicht lesen ({ $command }: { $why }). Anzeige und App passen nicht zusammen: starten Sie die App neu.
shell-takes-no-request = er nimmt keine Anfrage an
shell-not-req-arguments = die Argumente sind nicht `{"{"} req {"}"}`

## Der Datenträger. $doing: read-file, save-file, delete-file, create-data-folder,
## read-data-folder, keep-settings-copy; $path und $why: die Datei und die Worte des Systems.

storage-failed = { $doing ->
    [read-file] Die Datei ließ sich nicht lesen
    [save-file] Die Datei ließ sich nicht speichern
    [delete-file] Die Datei ließ sich nicht löschen
    [create-data-folder] Der Datenordner ließ sich nicht anlegen
    [read-data-folder] Der Datenordner ließ sich nicht lesen
   *[keep-settings-copy] Eine Kopie der Einstellungsdatei ließ sich nicht aufbewahren
} ({ $path }: { $why }). { $advice }, dann versuchen Sie es erneut.
storage-too-large = Sie ist zu groß für eine Loadout-Datei: wählen Sie eine andere Datei
storage-not-a-file = Sie ist keine normale Datei: wählen Sie eine Datei
storage-disk-full = Der Datenträger ist voll: schaffen Sie Platz
storage-read-only = Der Datenordner liegt auf einem schreibgeschützten Datenträger: machen Sie ihn beschreibbar
storage-permission = Die App darf nicht in den Datenordner schreiben: prüfen Sie seine Berechtigungen
storage-in-the-way = Etwas, das kein Ordner ist, steht im Weg: prüfen Sie den Datenordner
storage-check-folder = Prüfen Sie, ob der Datenordner existiert und beschreibbar ist
storage-in-use = Eine andere Kopie von { -app-name } verwendet den Datenordner ({ $path }), daher ändert diese hier nichts darin: nichts wurde gespeichert. Wechseln Sie zur anderen Kopie, oder schließen Sie sie und starten Sie diese neu.
storage-in-another-tab = { -app-name } ist in einem anderen Tab oder Fenster dieses Browsers geöffnet, daher ändert diese Seite hier nichts: nichts wurde gespeichert. Wechseln Sie dorthin, oder schließen Sie den anderen Tab: Diese Seite übernimmt dann von selbst.
storage-changed-on-disk = { $path } wurde von einem anderen Programm geändert, seit diese App die Datei zuletzt gespeichert hat, daher wurde nichts geschrieben, um jene Fassung zu behalten. Öffnen Sie die Datei erneut, um sie so zu sehen, wie sie jetzt ist.
storage-not-regular = keine normale Datei
storage-larger-than = größer als { $kib } KiB
storage-no-parent = kein übergeordneter Ordner
storage-no-file-name = kein Ordner- oder Dateiname

## Eine Sitzung mit dem Tisch teilen

share-one-session = Dieser Link zeigt nur eine Sitzung: die, die vom Computer geteilt wird.
share-no-pages = Diese Kopie der App hat keine Seiten zum Teilen: starten Sie sie mit ihrem Fenster.
share-not-an-address = „{ $address }“ ist keine Netzwerkadresse: wählen Sie eine aus der Liste.
share-no-such-address = Dieser Computer hat die Adresse { $ip } nicht (mehr): wählen Sie erneut eine aus der Liste.
share-low-port = Ports unter 1024 brauchen Administratorrechte: wählen Sie einen Port von 1024 bis 65535, oder lassen Sie das Feld leer, um einen freien zu verwenden.
share-port-in-use = { $port ->
    [none] Ein Port wird von einem anderen Programm verwendet: wählen Sie in den Einstellungen einen anderen, oder lassen Sie das Feld leer, um einen freien zu verwenden.
   *[other] Port { $port } wird von einem anderen Programm verwendet: wählen Sie in den Einstellungen einen anderen, oder lassen Sie das Feld leer, um einen freien zu verwenden.
}
share-could-not-start = Das Teilen konnte auf { $ip } nicht starten: { $why }. Wählen Sie eine andere Adresse.
share-device-gone = Dieses Gerät ist nicht mehr verbunden.
share-off = Das Teilen ist aus: schalten Sie es ein, um die Links zu erhalten.
share-link-invalid = Dieser Link ist nicht (mehr) gültig: scannen Sie erneut den Code, der auf dem Computer angezeigt wird.
share-code-wrong = Falscher Code: vergleichen Sie ihn mit dem Code unter dem QR-Code auf dem Computer und tippen Sie ihn erneut ein.
share-code-used = Dieser Code wurde schon verwendet: mit jedem Code kann sich ein Gerät verbinden. Tippen Sie den neuen Code ein, den der Computer jetzt anzeigt.
share-code-expired = Dieser Code ist abgelaufen (ein Code gilt nur wenige Minuten): tippen Sie den neuen Code ein, den der Computer jetzt anzeigt.
share-rate-limited = Zu viele falsche Codes von diesem Gerät: warten Sie { $seconds } Sekunden und scannen Sie dann den Code, der auf dem Computer angezeigt wird.
share-rate-limited-all = Gerade wurden von mehreren Geräten viele falsche Codes versucht: warten Sie { $seconds } Sekunden und scannen Sie dann den Code, der auf dem Computer angezeigt wird. Geräte, die schon verbunden sind, arbeiten weiter.
share-full = Es sind so viele Geräte verbunden wie erlaubt: trennen Sie zuerst eines am Computer.
share-wrong-host = Dies ist nicht die Adresse, die der Computer teilt: öffnen Sie den Link, der auf dem Computer angezeigt wird.
share-foreign-origin = Diese Anfrage kam von einer anderen Webseite und wurde abgelehnt.
share-no-page = Diese Seite gibt es nicht.
share-no-request = Diese Anfrage gibt es nicht.
share-no-command = Die App hat keinen Befehl „{ $command }“: laden Sie die Seite neu.
share-display-only = Die { -table-display } zeigt nur das Spiel: erfassen Sie am Tablet oder am Computer.
share-tablet-only = Das Tablet erfasst nur die geteilte Sitzung: erledigen Sie das am Computer.
share-not-json = Anfragen sind JSON: laden Sie die Seite neu.
share-unreadable = Die Anfrage ließ sich nicht lesen: laden Sie die Seite neu.
share-no-answer = Der Computer konnte nicht antworten: versuchen Sie es erneut.
share-stale = Schon auf einem anderen Gerät erfasst: diese Anzeige zeigt jetzt den neuesten Schritt. Nichts wurde doppelt erfasst.
share-too-large = Anfragen sind höchstens { $kib } KiB groß.
share-too-slow = Die Anfrage kam zu langsam an: prüfen Sie das Netzwerk und versuchen Sie es erneut.
share-no-origin = Eine Live-Verbindung braucht den Ursprung der Seite.
