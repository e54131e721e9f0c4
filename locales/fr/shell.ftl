# Les phrases propres à l'application de bureau (src-tauri/src) : stockage, boîtes de dialogue
# de fichiers, réglages, séances et catalogues gardés sur cet appareil, et partage d'une séance
# avec la table sur le réseau local. $what vaut, dans plusieurs messages : session, catalog, draft.

## Fichiers gardés sur cet appareil

shell-invalid-catalog = { $count ->
    [one] { $what } : { $count } problème à corriger d'abord.
   *[other] { $what } : { $count } problèmes à corriger d'abord.
}
shell-catalog-gone-pick = Ce catalogue n'est plus sur cet appareil : choisissez-en un autre.
shell-catalog-gone = Ce catalogue n'est plus sur cet appareil.
shell-draft-too-large = Ce brouillon est bien plus grand qu'un jeu de cartes et n'a pas été gardé : retirez les cartes qui n'appartiennent pas au jeu imprimé.
shell-draft-gone = Ce brouillon n'est plus sur cet appareil.
shell-paste-too-long = C'est bien plus de texte qu'un jeu de cartes : copiez seulement les lignes des cartes.
shell-session-catalog-gone = Le catalogue de cette séance n'est pas sur cet ordinateur.
shell-catalog-not-saved = Le catalogue n'a pas été enregistré
shell-sample-unchangeable = Les { -sample-deck } ne peuvent pas être modifiées : enregistrez vos changements comme un nouveau catalogue.
shell-sample-undeletable = Les { -sample-deck } sont fournies avec l'application et ne peuvent pas être supprimées.
shell-not-imported = { $name } n'a pas été importé
shell-draft-unreadable = Ce brouillon de catalogue ne peut pas être lu ({ $why }). Il a été laissé tel quel.
shell-draft-mistake-at = une erreur ligne { $line }, colonne { $column }
shell-draft-not-a-draft = il ne se présente pas comme un brouillon de catalogue de cette application, format version 1
shell-not-saved-to-disk = Enregistré dans la séance, mais pas sur le disque. { $why } Rien n'est perdu tant que l'application reste ouverte : elle réessaie à votre prochaine étape, ou tout de suite depuis l'écran de jeu.
shell-session-gone-pick = Cette séance n'est plus sur cet appareil : elle a peut-être été supprimée. Choisissez-en une autre dans la liste.
shell-session-gone = Cette séance n'est plus sur cet appareil.
shell-not-named-like = { $what ->
    [session] { $file } n'est pas nommé comme un fichier de séance (lettres, chiffres, - et _ puis .json). Il est laissé tel quel ; pour l'utiliser, importez-le.
    [draft] { $file } n'est pas nommé comme un fichier de brouillon (lettres, chiffres, - et _ puis .json). Il est laissé tel quel ; pour l'utiliser, importez-le.
   *[catalog] { $file } n'est pas nommé comme un fichier de catalogue (lettres, chiffres, - et _ puis .json). Il est laissé tel quel ; pour l'utiliser, importez-le.
}
shell-not-an-id = { $what ->
    [session] « { $id } » n'est pas un identifiant de séance : choisissez la séance dans la liste.
    [draft] « { $id } » n'est pas un identifiant de brouillon : choisissez le brouillon dans la liste.
   *[catalog] « { $id } » n'est pas un identifiant de catalogue : choisissez le catalogue dans la liste.
}
shell-not-a-file = La boîte de dialogue n'a pas donné de fichier : choisissez un fichier, pas un dossier.
shell-not-loadout = { $what ->
    [session] Ce n'est pas un fichier de séance Loadout (il ne se présente pas comme tel), donc l'application n'en lit rien. Choisissez un fichier de séance enregistré par l'application.
   *[catalog] Ce n'est pas un fichier de catalogue Loadout (il ne se présente pas comme tel), donc l'application n'en lit rien. Choisissez un fichier de catalogue enregistré par l'application.
}
shell-stale = Cette étape était déjà enregistrée (l'écran n'était pas à jour). Rien n'a été enregistré deux fois.
shell-settings-unreadable = Le fichier de réglages (settings.json) ne peut pas être lu ({ $why }), donc les réglages par défaut sont utilisés. Le fichier est laissé tel quel ; enregistrer les réglages le remplace et en garde une copie nommée settings.damaged.json.

## Boîtes de dialogue de fichiers : leurs titres et les noms de leurs filtres

dialog-import-session = Importer un fichier de séance
dialog-import-catalog = Importer un fichier de catalogue
dialog-save-catalog = Enregistrer le fichier de catalogue
dialog-save-session = Enregistrer le fichier complet de la séance
dialog-save-results-csv = Enregistrer les résultats en CSV
dialog-save-ledger-csv = Enregistrer le journal en CSV
dialog-save-png = Enregistrer le code en PNG
dialog-save-svg = Enregistrer le code en SVG
filter-session = Séance Loadout (JSON)
filter-catalog = Catalogue Loadout (JSON)
filter-csv = CSV pour tableurs
filter-png = Image PNG
filter-svg = Image SVG

## Requêtes que l'application n'a pas pu lire

shell-no-command = L'application n'a pas de commande « { $command } » : mettez à jour l'application ou la page.
shell-bad-request = L'application n'a pas pu lire cette requête ({ $command } : { $why }). L'écran et l'application ne s'accordent pas : redémarrez l'application.
shell-takes-no-request = elle ne prend pas de requête
shell-not-req-arguments = les arguments ne sont pas `{"{"} req {"}"}`

## Le disque. $doing : read-file, save-file, delete-file, create-data-folder, read-data-folder,
## keep-settings-copy ; $path et $why : le fichier et les mots du système.

storage-failed = Impossible { $doing ->
    [read-file] de lire le fichier
    [save-file] d'enregistrer le fichier
    [delete-file] de supprimer le fichier
    [create-data-folder] de créer le dossier de données
    [read-data-folder] de lire le dossier de données
   *[keep-settings-copy] de garder une copie du fichier de réglages
} ({ $path } : { $why }). { $advice }, puis réessayez.
storage-too-large = Il est trop grand pour être un fichier Loadout : choisissez un autre fichier
storage-not-a-file = Ce n'est pas un fichier ordinaire : choisissez un fichier
storage-disk-full = Le disque est plein : libérez de la place
storage-read-only = Le dossier de données est sur un disque en lecture seule : rendez-le accessible en écriture
storage-permission = L'application ne peut pas écrire dans le dossier de données : vérifiez ses autorisations
storage-in-the-way = Quelque chose qui n'est pas un dossier est dans le chemin : vérifiez le dossier de données
storage-check-folder = Vérifiez que le dossier de données existe et est accessible en écriture
storage-in-use = Une autre copie de { -app-name } utilise le dossier de données ({ $path }), donc celle-ci n'y change rien : rien n'a été enregistré. Passez à l'autre copie, ou fermez-la et relancez celle-ci.
storage-in-another-tab = { -app-name } est ouvert dans un autre onglet ou une autre fenêtre de ce navigateur, donc cette page n'y change rien : rien n'a été enregistré. Passez à l'autre onglet, ou fermez-le : cette page prendra alors le relais d'elle-même.
storage-changed-on-disk = { $path } a été modifié par un autre programme depuis le dernier enregistrement de cette application, donc rien n'a été écrit, pour garder cette version. Ouvrez-le à nouveau pour le voir tel qu'il est maintenant.
storage-not-regular = pas un fichier ordinaire
storage-larger-than = plus de { $kib } Kio
storage-no-parent = pas de dossier parent
storage-no-file-name = pas de nom de dossier ou de fichier

## Partager une séance avec la table

share-one-session = Ce lien montre une seule séance : celle partagée depuis l'ordinateur.
share-no-pages = Cette copie de l'application n'a pas de pages à partager : lancez-la avec sa fenêtre.
share-not-an-address = « { $address } » n'est pas une adresse réseau : choisissez-en une dans la liste.
share-no-such-address = Cet ordinateur n'a pas (ou plus) l'adresse { $ip } : choisissez-en une à nouveau dans la liste.
share-low-port = Les ports sous 1024 demandent des droits d'administrateur : choisissez un port de 1024 à 65535, ou laissez vide pour en utiliser un libre.
share-port-in-use = { $port ->
    [none] Un port est utilisé par un autre programme : choisissez un autre port dans les réglages, ou laissez vide pour en utiliser un libre.
   *[other] Le port { $port } est utilisé par un autre programme : choisissez un autre port dans les réglages, ou laissez vide pour en utiliser un libre.
}
share-could-not-start = Le partage n'a pas pu démarrer sur { $ip } : { $why }. Choisissez une autre adresse.
share-device-gone = Cet appareil n'est plus connecté.
share-off = Le partage est désactivé : activez-le pour obtenir les liens.
share-link-invalid = Ce lien n'est pas (ou plus) valide : scannez à nouveau le code affiché sur l'ordinateur.
share-code-wrong = Code erroné : comparez-le au code affiché sous le code QR sur l'ordinateur, puis saisissez-le à nouveau.
share-code-used = Ce code a déjà servi : chaque code permet à un seul appareil de se connecter. Saisissez le nouveau code que l'ordinateur affiche maintenant.
share-code-expired = Ce code a expiré (un code n'est valable que quelques minutes) : saisissez le nouveau code que l'ordinateur affiche maintenant.
share-rate-limited = Trop de codes erronés depuis cet appareil : attendez { $seconds } secondes, puis scannez le code affiché sur l'ordinateur.
share-rate-limited-all = Beaucoup de codes erronés viennent d'être essayés, depuis plusieurs appareils : attendez { $seconds } secondes, puis scannez le code affiché sur l'ordinateur. Les appareils déjà connectés continuent de fonctionner.
share-full = Autant d'appareils que permis sont connectés : déconnectez-en un sur l'ordinateur d'abord.
share-wrong-host = Ce n'est pas l'adresse que l'ordinateur partage : ouvrez le lien affiché sur l'ordinateur.
share-foreign-origin = Cette requête venait d'une autre page web et a été refusée.
share-no-page = Cette page n'existe pas.
share-no-request = Cette requête n'existe pas.
share-no-command = L'application n'a pas de commande « { $command } » : rechargez la page.
share-display-only = L'{ -table-display } montre seulement la partie : enregistrez sur la tablette ou l'ordinateur.
share-tablet-only = La tablette ne compte que la séance partagée : faites ceci sur l'ordinateur.
share-not-json = Les requêtes sont en JSON : rechargez la page.
share-unreadable = La requête n'a pas pu être lue : rechargez la page.
share-no-answer = L'ordinateur n'a pas pu répondre : réessayez.
share-stale = Déjà enregistré sur un autre appareil : cet écran montre maintenant la dernière étape. Rien n'a été enregistré deux fois.
share-too-large = Les requêtes font au plus { $kib } Kio.
share-too-slow = La requête a mis trop de temps à arriver : vérifiez le réseau et réessayez.
share-no-origin = Une connexion en direct a besoin de l'origine de la page.
