/**
 * Countries for map charts: ISO 3166-1 (numeric ccn3, alpha-2 cca2, alpha-3 cca3), the International
 * Olympic Committee code (cioc, empty for territories without one), a common English name, alternative
 * names a dataset may use, and a label point (lat, lng) where a country's bubble is drawn. Kosovo has no ISO
 * numeric code; it is listed with its user-assigned codes XK / XKX, as Superset does.
 *
 * Label points of countries drawn by world-atlas' countries-110m are the point of the largest polygon
 * farthest from its border (so a bubble sits inside the country, not in a bay); the others are
 * approximate geographic centres. worldGeometry.test.ts checks each label point lies in its country.
 */
export interface Country {
  /** ISO 3166-1 numeric, zero-padded ('004'); empty for Kosovo. */
  ccn3: string;
  cca2: string;
  cca3: string;
  /** IOC code; empty when the territory has none. */
  cioc: string;
  name: string;
  lat: number;
  lng: number;
  /** Other names datasets use for the country (official and World Bank forms, ASCII spellings). */
  aliases: readonly string[];
}

// ccn3 | cca2 | cca3 | cioc | name | lat | lng | aliases (';'-separated)
const TABLE = `
004|AF|AFG|AFG|Afghanistan|34.2|66.63
248|AX|ALA||Åland Islands|60.12|19.9|Aland Islands
008|AL|ALB|ALB|Albania|40.72|20.05
012|DZ|DZA|ALG|Algeria|27.5|2.69
016|AS|ASM|ASA|American Samoa|-14.33|-170.7
020|AD|AND|AND|Andorra|42.5|1.5
024|AO|AGO|ANG|Angola|-12.75|17.76
660|AI|AIA||Anguilla|18.25|-63.17
010|AQ|ATA||Antarctica|-75|0
028|AG|ATG|ANT|Antigua and Barbuda|17.05|-61.8
032|AR|ARG|ARG|Argentina|-30.22|-63.75
051|AM|ARM|ARM|Armenia|40.59|44.58
533|AW|ABW|ARU|Aruba|12.5|-69.97
036|AU|AUS|AUS|Australia|-22.94|132.11
040|AT|AUT|AUT|Austria|47.62|14.79
031|AZ|AZE|AZE|Azerbaijan|40.3|47.14
044|BS|BHS|BAH|Bahamas|24.67|-78.03|The Bahamas;Bahamas, The
048|BH|BHR|BRN|Bahrain|26.03|50.55
050|BD|BGD|BAN|Bangladesh|23.94|89.96
052|BB|BRB|BAR|Barbados|13.17|-59.53
112|BY|BLR|BLR|Belarus|53.45|28.26
056|BE|BEL|BEL|Belgium|50.68|4.67
084|BZ|BLZ|BIZ|Belize|17.43|-88.68
204|BJ|BEN|BEN|Benin|10.51|2.4
060|BM|BMU|BER|Bermuda|32.33|-64.75
064|BT|BTN|BHU|Bhutan|27.51|90.05
068|BO|BOL|BOL|Bolivia|-16.65|-64.67|Bolivia, Plurinational State of
535|BQ|BES||Caribbean Netherlands|12.18|-68.25
070|BA|BIH|BIH|Bosnia and Herzegovina|44.19|17.93
072|BW|BWA|BOT|Botswana|-21.98|24.27
074|BV|BVT||Bouvet Island|-54.43|3.4
076|BR|BRA|BRA|Brazil|-11.85|-49.12
086|IO|IOT||British Indian Ocean Territory|-6|71.5
092|VG|VGB|IVB|British Virgin Islands|18.43|-64.62
096|BN|BRN|BRU|Brunei|4.71|115.01|Brunei Darussalam
100|BG|BGR|BUL|Bulgaria|42.62|24.95
854|BF|BFA|BUR|Burkina Faso|12.86|-1.01
108|BI|BDI|BDI|Burundi|-3.46|29.87
132|CV|CPV|CPV|Cabo Verde|16|-24|Cape Verde
116|KH|KHM|CAM|Cambodia|12.64|104.37
120|CM|CMR|CMR|Cameroon|4.6|12.1
124|CA|CAN|CAN|Canada|58.03|-113.27
136|KY|CYM|CAY|Cayman Islands|19.5|-80.5
140|CF|CAF|CAF|Central African Republic|6.89|21.56
148|TD|TCD|CHA|Chad|17.41|19.4
152|CL|CHL|CHI|Chile|-23.32|-69
156|CN|CHN|CHN|China|32.55|108.44
162|CX|CXR||Christmas Island|-10.5|105.67
166|CC|CCK||Cocos (Keeling) Islands|-12.5|96.83
170|CO|COL|COL|Colombia|3.37|-73.27
174|KM|COM|COM|Comoros|-12.17|44.25
178|CG|COG|CGO|Republic of the Congo|0.08|15.84|Congo;Congo-Brazzaville
180|CD|COD|COD|DR Congo|-1.7|23.26|Democratic Republic of the Congo;Congo, The Democratic Republic of the;Congo-Kinshasa
184|CK|COK|COK|Cook Islands|-21.23|-159.77
188|CR|CRI|CRC|Costa Rica|10.06|-83.99
384|CI|CIV|CIV|Côte d'Ivoire|7.48|-5.61|Cote d'Ivoire;Ivory Coast
191|HR|HRV|CRO|Croatia|45.83|16.52
192|CU|CUB|CUB|Cuba|20.58|-76.43
531|CW|CUW||Curaçao|12.12|-68.93|Curacao
196|CY|CYP|CYP|Cyprus|34.85|33
203|CZ|CZE|CZE|Czechia|49.93|14.44|Czech Republic
208|DK|DNK|DEN|Denmark|56.4|9.25
262|DJ|DJI|DJI|Djibouti|11.55|42.24
212|DM|DMA|DMA|Dominica|15.42|-61.33
214|DO|DOM|DOM|Dominican Republic|19.11|-70.86
218|EC|ECU|ECU|Ecuador|-1.21|-78.38
818|EG|EGY|EGY|Egypt|25.95|29.36|Egypt, Arab Rep.
222|SV|SLV|ESA|El Salvador|13.89|-89.22
226|GQ|GNQ|GEQ|Equatorial Guinea|1.67|10.38
232|ER|ERI|ERI|Eritrea|16.12|37.96
233|EE|EST|EST|Estonia|58.71|25.86
748|SZ|SWZ|SWZ|Eswatini|-26.53|31.36|Swaziland
231|ET|ETH|ETH|Ethiopia|8.61|38.39
238|FK|FLK||Falkland Islands|-51.61|-58.53|Falkland Islands (Malvinas)
234|FO|FRO||Faroe Islands|62|-7
242|FJ|FJI|FIJ|Fiji|-17.85|177.83
246|FI|FIN|FIN|Finland|62.47|25.81
250|FR|FRA|FRA|France|47.42|2.18
254|GF|GUF||French Guiana|4|-53
258|PF|PYF||French Polynesia|-17.68|-149.41
260|TF|ATF||French Southern and Antarctic Lands|-49.33|69.36
266|GA|GAB|GAB|Gabon|-0.83|10.95
270|GM|GMB|GAM|Gambia|13.38|-15.99|The Gambia;Gambia, The
268|GE|GEO|GEO|Georgia|42.34|42.57
276|DE|DEU|GER|Germany|51.97|10.35
288|GH|GHA|GHA|Ghana|6.95|-1.22
292|GI|GIB||Gibraltar|36.13|-5.35
300|GR|GRC|GRE|Greece|39.53|21.6
304|GL|GRL||Greenland|75.31|-39.7
308|GD|GRD|GRN|Grenada|12.12|-61.67
312|GP|GLP||Guadeloupe|16.25|-61.58
316|GU|GUM|GUM|Guam|13.47|144.78
320|GT|GTM|GUA|Guatemala|14.99|-90.49
831|GG|GGY||Guernsey|49.47|-2.58
324|GN|GIN|GUI|Guinea|10.59|-9.9
624|GW|GNB|GBS|Guinea-Bissau|11.96|-15.21
328|GY|GUY|GUY|Guyana|5.65|-58.87
332|HT|HTI|HAI|Haiti|19.28|-72.21
334|HM|HMD||Heard Island and McDonald Islands|-53.1|72.52
336|VA|VAT||Vatican City|41.9|12.45|Holy See
340|HN|HND|HON|Honduras|14.74|-87.18
344|HK|HKG|HKG|Hong Kong|22.27|114.19
348|HU|HUN|HUN|Hungary|47.17|20
352|IS|ISL|ISL|Iceland|64.84|-18.7
356|IN|IND|IND|India|22.33|79.14
360|ID|IDN|INA|Indonesia|-1.01|114.31
364|IR|IRN|IRI|Iran|32.28|54.99|Iran, Islamic Republic of;Islamic Republic of Iran
368|IQ|IRQ|IRQ|Iraq|33.09|43.03
372|IE|IRL|IRL|Ireland|53.15|-7.74
833|IM|IMN||Isle of Man|54.25|-4.5
376|IL|ISR|ISR|Israel|30.95|34.86
380|IT|ITA|ITA|Italy|45.14|10.56
388|JM|JAM|JAM|Jamaica|18.1|-77.32
392|JP|JPN|JPN|Japan|36.14|139
832|JE|JEY||Jersey|49.25|-2.17
400|JO|JOR|JOR|Jordan|30.73|36.38
398|KZ|KAZ|KAZ|Kazakhstan|48.5|69.3
404|KE|KEN|KEN|Kenya|0.42|37.8
296|KI|KIR|KIR|Kiribati|1.42|173
408|KP|PRK|PRK|North Korea|40.06|126.38|Democratic People's Republic of Korea;Korea, Democratic People's Republic of
410|KR|KOR|KOR|South Korea|36.11|127.98|Republic of Korea;Korea, Republic of;Korea
|XK|XKX|KOS|Kosovo|42.57|20.91
414|KW|KWT|KUW|Kuwait|29.51|47.57
417|KG|KGZ|KGZ|Kyrgyzstan|41.71|74.77
418|LA|LAO|LAO|Laos|19.6|102.62|Lao People's Democratic Republic;Lao PDR
428|LV|LVA|LAT|Latvia|56.68|26.45
422|LB|LBN|LBN|Lebanon|34.31|36.19
426|LS|LSO|LES|Lesotho|-29.54|28.28
430|LR|LBR|LBR|Liberia|6.97|-10.22
434|LY|LBY|LBA|Libya|26.18|20.28
438|LI|LIE|LIE|Liechtenstein|47.27|9.53
440|LT|LTU|LTU|Lithuania|55.29|24.28
442|LU|LUX|LUX|Luxembourg|49.64|5.96
446|MO|MAC||Macao|22.17|113.55|Macau
450|MG|MDG|MAD|Madagascar|-18.14|46.64
454|MW|MWI|MAW|Malawi|-13.33|33.7
458|MY|MYS|MAS|Malaysia|2.36|113.79
462|MV|MDV|MDV|Maldives|3.25|73
466|ML|MLI|MLI|Mali|18.59|-1.89
470|MT|MLT|MLT|Malta|35.83|14.58
584|MH|MHL|MHL|Marshall Islands|9|168
474|MQ|MTQ||Martinique|14.67|-61
478|MR|MRT|MTN|Mauritania|19.2|-9.71
480|MU|MUS|MRI|Mauritius|-20.28|57.55
175|YT|MYT||Mayotte|-12.83|45.17
484|MX|MEX|MEX|Mexico|24.14|-102.22
583|FM|FSM|FSM|Micronesia|6.92|158.25|Federated States of Micronesia;Micronesia, Federated States of
498|MD|MDA|MDA|Moldova|47.62|28.29|Republic of Moldova;Moldova, Republic of
492|MC|MCO|MON|Monaco|43.73|7.4
496|MN|MNG|MGL|Mongolia|46.13|104.83
499|ME|MNE|MNE|Montenegro|42.9|19.23
500|MS|MSR||Montserrat|16.75|-62.2
504|MA|MAR|MAR|Morocco|31.75|-6.82
508|MZ|MOZ|MOZ|Mozambique|-14.15|38.12
104|MM|MMR|MYA|Myanmar|21.43|95.98|Burma
516|NA|NAM|NAM|Namibia|-20.37|16.96
520|NR|NRU|NRU|Nauru|-0.53|166.92
524|NP|NPL|NEP|Nepal|29.23|81.77
528|NL|NLD|NED|Netherlands|52.57|5.71|The Netherlands
540|NC|NCL||New Caledonia|-21.01|165.19
554|NZ|NZL|NZL|New Zealand|-45.22|169.15
558|NI|NIC|NCA|Nicaragua|12.57|-85.07
562|NE|NER|NIG|Niger|17.51|10.05
566|NG|NGA|NGR|Nigeria|9.49|7.35
570|NU|NIU||Niue|-19.03|-169.87
574|NF|NFK||Norfolk Island|-29.03|167.95
807|MK|MKD|MKD|North Macedonia|41.59|21.48|Macedonia;Republic of North Macedonia
580|MP|MNP||Northern Mariana Islands|15.2|145.75
578|NO|NOR|NOR|Norway|61.15|8.72
512|OM|OMN|OMA|Oman|22.17|57.45
586|PK|PAK|PAK|Pakistan|27.65|66.95
585|PW|PLW|PLW|Palau|7.5|134.5
275|PS|PSE|PLE|Palestine|31.99|35.29|State of Palestine;Palestinian Territories
591|PA|PAN|PAN|Panama|8.32|-80.96
598|PG|PNG|PNG|Papua New Guinea|-5.75|143.29
600|PY|PRY|PAR|Paraguay|-21.61|-60.17
604|PE|PER|PER|Peru|-13.01|-73.03
608|PH|PHL|PHI|Philippines|16.91|121.37
612|PN|PCN||Pitcairn Islands|-25.07|-130.1
616|PL|POL|POL|Poland|52.18|19.63
620|PT|PRT|POR|Portugal|39.06|-8.35
630|PR|PRI|PUR|Puerto Rico|18.25|-66.92
634|QA|QAT|QAT|Qatar|25.3|51.18
638|RE|REU||Réunion|-21.15|55.5|Reunion
642|RO|ROU|ROU|Romania|45.81|25.24
643|RU|RUS|RUS|Russia|62.86|104.62|Russian Federation
646|RW|RWA|RWA|Rwanda|-1.84|30.25
652|BL|BLM||Saint Barthélemy|17.9|-62.83|Saint Barthelemy
654|SH|SHN||Saint Helena, Ascension and Tristan da Cunha|-15.95|-5.7
659|KN|KNA|SKN|Saint Kitts and Nevis|17.33|-62.75|St. Kitts and Nevis
662|LC|LCA|LCA|Saint Lucia|13.88|-60.97|St. Lucia
663|MF|MAF||Saint Martin|18.08|-63.95
666|PM|SPM||Saint Pierre and Miquelon|46.83|-56.33
670|VC|VCT|VIN|Saint Vincent and the Grenadines|13.25|-61.2|St. Vincent and the Grenadines
882|WS|WSM|SAM|Samoa|-13.58|-172.33
674|SM|SMR|SMR|San Marino|43.77|12.42
678|ST|STP|STP|São Tomé and Príncipe|1|7|Sao Tome and Principe
682|SA|SAU|KSA|Saudi Arabia|23.53|44.8
686|SN|SEN|SEN|Senegal|15.21|-14.91
688|RS|SRB|SRB|Serbia|44.11|20.77
690|SC|SYC|SEY|Seychelles|-4.58|55.67
694|SL|SLE|SLE|Sierra Leone|8.53|-11.81
702|SG|SGP|SGP|Singapore|1.37|103.8
534|SX|SXM||Sint Maarten|18.03|-63.05
703|SK|SVK|SVK|Slovakia|48.8|19.06
705|SI|SVN|SLO|Slovenia|46.03|14.87
090|SB|SLB|SOL|Solomon Islands|-7.98|159.23
706|SO|SOM|SOM|Somalia|2.43|42.92
710|ZA|ZAF|RSA|South Africa|-30.42|23.08
239|GS|SGS||South Georgia and the South Sandwich Islands|-54.5|-37
728|SS|SSD|SSD|South Sudan|7.12|30.35
724|ES|ESP|ESP|Spain|39.37|-3.7
144|LK|LKA|SRI|Sri Lanka|7.38|80.79
729|SD|SDN|SUD|Sudan|16.74|29.49
740|SR|SUR|SUR|Suriname|4.2|-55.98
744|SJ|SJM||Svalbard and Jan Mayen|78|20
752|SE|SWE|SWE|Sweden|64.87|17.56
756|CH|CHE|SUI|Switzerland|46.74|7.57
760|SY|SYR|SYR|Syria|35.08|38.36|Syrian Arab Republic
158|TW|TWN|TPE|Taiwan|23.47|120.77|Taiwan, Province of China
762|TJ|TJK|TJK|Tajikistan|38.37|72.66
834|TZ|TZA|TAN|Tanzania|-5.5|34|United Republic of Tanzania;Tanzania, United Republic of
764|TH|THA|THA|Thailand|15.51|101.3
626|TL|TLS|TLS|Timor-Leste|-8.93|125.39|East Timor
768|TG|TGO|TOG|Togo|8.9|1.05
772|TK|TKL||Tokelau|-9|-172
776|TO|TON|TGA|Tonga|-20|-175
780|TT|TTO|TTO|Trinidad and Tobago|10.46|-61.29
788|TN|TUN|TUN|Tunisia|33.77|8.99
792|TR|TUR|TUR|Turkey|39.39|34.09|Türkiye;Turkiye
795|TM|TKM|TKM|Turkmenistan|39.72|58.7
796|TC|TCA||Turks and Caicos Islands|21.75|-71.58
798|TV|TUV|TUV|Tuvalu|-8|178
800|UG|UGA|UGA|Uganda|1.97|33
804|UA|UKR|UKR|Ukraine|49.19|32.28
784|AE|ARE|UAE|United Arab Emirates|23.42|54.43
826|GB|GBR|GBR|United Kingdom|52.27|-1.6|Great Britain;UK
840|US|USA|USA|United States|39.03|-97.75|United States of America;USA;US
581|UM|UMI||United States Minor Outlying Islands|19.3|166.6
850|VI|VIR|ISV|United States Virgin Islands|18.35|-64.93
858|UY|URY|URU|Uruguay|-32.91|-55.95
860|UZ|UZB|UZB|Uzbekistan|42|63.78
548|VU|VUT|VAN|Vanuatu|-15.28|166.91
862|VE|VEN|VEN|Venezuela|7.16|-64.16|Venezuela, Bolivarian Republic of
704|VN|VNM|VIE|Vietnam|21.75|105.24|Viet Nam
876|WF|WLF||Wallis and Futuna|-13.3|-176.2
732|EH|ESH||Western Sahara|23.94|-12.58
887|YE|YEM|YEM|Yemen|15.3|44.97|Yemen, Rep.
894|ZM|ZMB|ZAM|Zambia|-14.77|26.14
716|ZW|ZWE|ZIM|Zimbabwe|-18.86|29.88
`;

export const COUNTRIES: readonly Country[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [ccn3 = '', cca2 = '', cca3 = '', cioc = '', name = '', lat = '', lng = '', aliases = ''] =
      line.split('|');
    return {
      ccn3,
      cca2,
      cca3,
      cioc,
      name,
      lat: Number(lat),
      lng: Number(lng),
      aliases: aliases ? aliases.split(';') : [],
    };
  });
