/**
 * Countries for `country_indicators` (and the country lists of the other tables): real names, ISO 3166
 * alpha-3 codes and World Bank regions, with rounded 2025-ish anchor values (population in millions,
 * life expectancy in years, GDP per capita in US$) from which the generator derives a 60-year history.
 * Rounded on purpose: plausible, not authoritative.
 */

export const REGIONS: Record<string, string> = {
  EAP: 'East Asia & Pacific',
  ECA: 'Europe & Central Asia',
  LAC: 'Latin America & Caribbean',
  MENA: 'Middle East & North Africa',
  NA: 'North America',
  SA: 'South Asia',
  SSA: 'Sub-Saharan Africa',
};

export interface CountryAnchor {
  name: string;
  code: string;
  region: string;
  population: number;
  lifeExpectancy: number;
  gdpPerCapita: number;
}

// name | alpha-3 | region | population (M) | life expectancy | GDP per capita (US$)
const TABLE = `
Afghanistan|AFG|SA|42.6|66|410
Albania|ALB|ECA|2.7|79|8900
Algeria|DZA|MENA|46.8|76|5300
Angola|AGO|SSA|37.9|64|2300
Argentina|ARG|LAC|45.7|77|13500
Armenia|ARM|ECA|3.0|76|8500
Australia|AUS|EAP|27.2|84|65000
Austria|AUT|ECA|9.1|82|58000
Azerbaijan|AZE|ECA|10.2|74|7200
Bahamas|BHS|LAC|0.4|74|35000
Bahrain|BHR|MENA|1.6|80|29000
Bangladesh|BGD|SA|173.6|73|2600
Barbados|BRB|LAC|0.3|78|22000
Belarus|BLR|ECA|9.1|74|7800
Belgium|BEL|ECA|11.8|82|54000
Belize|BLZ|LAC|0.4|72|7500
Benin|BEN|SSA|14.5|60|1400
Bhutan|BTN|SA|0.8|72|3800
Bolivia|BOL|LAC|12.5|68|3900
Bosnia and Herzegovina|BIH|ECA|3.2|77|8200
Botswana|BWA|SSA|2.5|66|7800
Brazil|BRA|LAC|212.0|76|10500
Brunei|BRN|EAP|0.5|75|33000
Bulgaria|BGR|ECA|6.4|75|16000
Burkina Faso|BFA|SSA|23.5|60|900
Burundi|BDI|SSA|14.0|62|250
Cabo Verde|CPV|SSA|0.5|75|4800
Cambodia|KHM|EAP|17.6|70|2600
Cameroon|CMR|SSA|29.1|63|1800
Canada|CAN|NA|40.1|82|54000
Central African Republic|CAF|SSA|5.3|55|500
Chad|TCD|SSA|20.3|55|750
Chile|CHL|LAC|19.7|81|17000
China|CHN|EAP|1410.0|79|13300
Colombia|COL|LAC|52.9|77|7300
Comoros|COM|SSA|0.9|64|1600
Congo|COG|SSA|6.3|64|2400
Costa Rica|CRI|LAC|5.2|80|17000
Cote d'Ivoire|CIV|SSA|31.9|59|2700
Croatia|HRV|ECA|3.9|78|23000
Cuba|CUB|LAC|10.9|78|9500
Cyprus|CYP|ECA|1.4|81|36000
Czechia|CZE|ECA|10.9|79|31000
Democratic Republic of the Congo|COD|SSA|109.3|60|650
Denmark|DNK|ECA|6.0|82|69000
Djibouti|DJI|MENA|1.2|63|3600
Dominican Republic|DOM|LAC|11.4|73|11000
Ecuador|ECU|LAC|18.1|77|6600
Egypt|EGY|MENA|116.5|71|3400
El Salvador|SLV|LAC|6.4|72|5500
Equatorial Guinea|GNQ|SSA|1.9|61|7000
Eritrea|ERI|SSA|3.7|67|650
Estonia|EST|ECA|1.4|79|31000
Eswatini|SWZ|SSA|1.2|58|3900
Ethiopia|ETH|SSA|132.1|66|1100
Fiji|FJI|EAP|0.9|68|6000
Finland|FIN|ECA|5.6|82|54000
France|FRA|ECA|68.4|83|46000
Gabon|GAB|SSA|2.5|67|8200
Gambia|GMB|SSA|2.8|63|850
Georgia|GEO|ECA|3.7|74|9000
Germany|DEU|ECA|84.5|81|55000
Ghana|GHA|SSA|34.4|64|2300
Greece|GRC|ECA|10.3|81|24000
Guatemala|GTM|LAC|18.7|70|6100
Guinea|GIN|SSA|14.5|60|1700
Guinea-Bissau|GNB|SSA|2.2|60|1000
Guyana|GUY|LAC|0.8|70|29000
Haiti|HTI|LAC|11.9|64|2100
Honduras|HND|LAC|10.8|71|3400
Hungary|HUN|ECA|9.6|77|23000
Iceland|ISL|ECA|0.4|83|85000
India|IND|SA|1450.0|72|2700
Indonesia|IDN|EAP|283.5|71|5000
Iran|IRN|MENA|91.6|74|4800
Iraq|IRQ|MENA|46.0|72|5900
Ireland|IRL|ECA|5.3|82|105000
Israel|ISR|MENA|9.8|83|54000
Italy|ITA|ECA|59.0|84|40000
Jamaica|JAM|LAC|2.8|71|7000
Japan|JPN|EAP|123.8|84|33000
Jordan|JOR|MENA|11.6|75|4600
Kazakhstan|KAZ|ECA|20.6|74|14000
Kenya|KEN|SSA|56.4|63|2100
Kuwait|KWT|MENA|4.9|80|33000
Kyrgyzstan|KGZ|ECA|7.2|72|2200
Laos|LAO|EAP|7.8|69|2100
Latvia|LVA|ECA|1.9|76|23000
Lebanon|LBN|MENA|5.8|77|4000
Lesotho|LSO|SSA|2.3|57|1000
Liberia|LBR|SSA|5.6|62|800
Libya|LBY|MENA|7.4|72|6500
Lithuania|LTU|ECA|2.9|76|28000
Luxembourg|LUX|ECA|0.7|83|130000
Madagascar|MDG|SSA|31.9|65|530
Malawi|MWI|SSA|21.7|63|500
Malaysia|MYS|EAP|35.6|76|13000
Maldives|MDV|SA|0.5|80|12500
Mali|MLI|SSA|24.5|59|900
Malta|MLT|ECA|0.6|83|40000
Mauritania|MRT|SSA|5.2|65|2100
Mauritius|MUS|SSA|1.3|74|11500
Mexico|MEX|LAC|130.9|75|14000
Moldova|MDA|ECA|2.4|70|7500
Mongolia|MNG|EAP|3.5|71|6000
Montenegro|MNE|ECA|0.6|77|12500
Morocco|MAR|MENA|38.1|75|3900
Mozambique|MOZ|SSA|34.6|62|650
Myanmar|MMR|EAP|54.5|67|1200
Namibia|NAM|SSA|3.0|59|4500
Nepal|NPL|SA|29.7|71|1400
Netherlands|NLD|ECA|18.0|82|64000
New Zealand|NZL|EAP|5.2|82|49000
Nicaragua|NIC|LAC|7.0|75|2800
Niger|NER|SSA|27.0|62|650
Nigeria|NGA|SSA|232.7|54|1000
North Korea|PRK|EAP|26.5|73|700
North Macedonia|MKD|ECA|1.8|77|8500
Norway|NOR|ECA|5.6|83|87000
Oman|OMN|MENA|5.3|74|21000
Pakistan|PAK|SA|251.3|67|1500
Panama|PAN|LAC|4.5|77|19000
Papua New Guinea|PNG|EAP|10.6|66|3000
Paraguay|PRY|LAC|6.9|73|6200
Peru|PER|LAC|34.2|77|8000
Philippines|PHL|EAP|115.8|70|4100
Poland|POL|ECA|36.6|78|24000
Portugal|PRT|ECA|10.4|82|28000
Qatar|QAT|MENA|3.0|81|77000
Romania|ROU|ECA|19.0|76|19000
Russia|RUS|ECA|144.8|73|13500
Rwanda|RWA|SSA|14.3|67|1000
Saudi Arabia|SAU|MENA|33.9|78|32000
Senegal|SEN|SSA|18.5|68|1700
Serbia|SRB|ECA|6.6|76|12000
Sierra Leone|SLE|SSA|8.6|61|800
Singapore|SGP|EAP|6.0|84|90000
Slovakia|SVK|ECA|5.4|78|26000
Slovenia|SVN|ECA|2.1|82|33000
Solomon Islands|SLB|EAP|0.8|70|2300
Somalia|SOM|SSA|19.0|57|600
South Africa|ZAF|SSA|64.0|66|6200
South Korea|KOR|EAP|51.7|84|34000
South Sudan|SSD|SSA|11.9|57|450
Spain|ESP|ECA|48.6|84|34000
Sri Lanka|LKA|SA|23.1|77|4300
Sudan|SDN|SSA|50.4|66|750
Suriname|SUR|LAC|0.6|72|6700
Sweden|SWE|ECA|10.6|83|57000
Switzerland|CHE|ECA|9.0|84|100000
Syria|SYR|MENA|24.7|72|1000
Tajikistan|TJK|ECA|10.6|72|1200
Tanzania|TZA|SSA|68.6|67|1250
Thailand|THA|EAP|71.6|79|7500
Timor-Leste|TLS|EAP|1.4|69|1500
Togo|TGO|SSA|9.5|62|1000
Trinidad and Tobago|TTO|LAC|1.5|74|20000
Tunisia|TUN|MENA|12.3|76|4100
Turkey|TUR|ECA|87.5|78|15000
Turkmenistan|TKM|ECA|7.5|70|8500
Uganda|UGA|SSA|50.0|64|1000
Ukraine|UKR|ECA|38.0|70|5500
United Arab Emirates|ARE|MENA|11.0|80|50000
United Kingdom|GBR|ECA|69.1|81|52000
United States|USA|NA|340.1|79|86000
Uruguay|URY|LAC|3.4|78|23000
Uzbekistan|UZB|ECA|36.4|72|2900
Vanuatu|VUT|EAP|0.3|71|3500
Venezuela|VEN|LAC|28.4|72|4000
Vietnam|VNM|EAP|101.0|75|4600
Yemen|YEM|MENA|40.6|66|550
Zambia|ZMB|SSA|21.3|62|1300
Zimbabwe|ZWE|SSA|16.6|62|2100
`;

export const COUNTRIES: readonly CountryAnchor[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [name, code, region, population, lifeExpectancy, gdpPerCapita] = line.split('|') as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    return {
      name,
      code,
      region: REGIONS[region] ?? region,
      population: Number(population),
      lifeExpectancy: Number(lifeExpectancy),
      gdpPerCapita: Number(gdpPerCapita),
    };
  });
