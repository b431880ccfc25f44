# The names of Nostra City's components (English). The cards' faces are not in the sources: every name
# is reconstructed (docs/nostra-city-decisions.md ND-52).

## where: a component's name: its title (book, `info`, studio card), option labels, log lines, tables; max 30 chars

name-wiseguy_tony_baldini = Tony Baldini
name-wiseguy_sal_baldini = Sal Baldini
name-wiseguy_vito_baldini = Vito Baldini
name-wiseguy_nico_baldini = Nico Baldini
name-wiseguy_frankie_baldini = Frankie Baldini
name-wiseguy_joey_russo = Joey Russo
name-wiseguy_paulie_russo = Paulie Russo
name-wiseguy_carmine_russo = Carmine Russo
name-wiseguy_big_al_russo = Big Al Russo
name-wiseguy_vinnie_russo = Vinnie Russo
name-wiseguy_gino_esposito = Gino Esposito
name-wiseguy_lou_esposito = Lou Esposito
name-wiseguy_mario_esposito = Mario Esposito
name-wiseguy_rocco_esposito = Rocco Esposito
name-wiseguy_don_esposito = Don Esposito
name-wiseguy_benny_greco = Benny Greco
name-wiseguy_jimmy_greco = Jimmy Greco
name-wiseguy_sonny_greco = Sonny Greco
name-wiseguy_eddie_greco = Eddie Greco
name-wiseguy_mikey_greco = Mikey Greco
name-respect_christening = Christening
name-respect_san_gennaro = Feast of San Gennaro
name-respect_night_at_the_copa = A Night at the Copa
name-respect_wedding = Wedding
name-respect_funeral = Funeral
name-respect_sit_down = Sit-down
name-investigation_tax_audit = Tax Audit
name-investigation_wiretap = Wiretap
name-investigation_vice_squad = Vice Squad
name-investigation_narcotics_task_force = Narcotics Task Force
name-investigation_grand_jury = Grand Jury
name-investigation_asset_freeze = Asset Freeze
name-payback_whack = Payback: Whack
name-payback_shakedown = Payback: Shakedown
name-payback_plant_evidence = Payback: Plant Evidence
name-payback_buy_a_witness = Payback: Buy a Witness
name-payback_hit = Payback: Hit
name-payback_torch = Payback: Torch
name-anger = Anger
name-fbi_snitch = FBI Snitch
name-atlantic_city = Atlantic City
name-title_underboss = Underboss
name-title_consigliere = Consigliere
name-title_primo_capo = Primo Capo
name-zealous_first = Zealous Corruption I
name-zealous_second = Zealous Corruption II
name-zealous_third = Zealous Corruption III
name-bonus_vendettas = The Most Vendetta Cards
name-bonus_wiseguys = The Largest Crew
name-bonus_turfs = The Most Turfs
# a turf is named by its district and business, a money card by its value and evidence colour
name-turf = { $district }: { $type }
name-money = { $value } { $colour }
