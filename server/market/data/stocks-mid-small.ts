/**
 * Mid-cap (ranks 101–250) and small-cap NSE stocks, one per line, in the columns of ./stocks-large.ts:
 * symbol | name | ISIN | sector code | industry | price level on 30 Sep 2025 (₹) | band ('-' for none)
 * | shares outstanding (crore; approximate public figures, rounded, as in ./stocks-large.ts).
 * Small-cap bands are a believable snapshot: the exchange revises them (docs/market-data.md).
 */
export const MID_CAP_TABLE = `
AUBANK|AU Small Finance Bank Ltd.|INE949L01017|FIN|Small Finance Bank|740|-|74.5
ALKEM|Alkem Laboratories Ltd.|INE540L01014|HLTH|Pharmaceuticals|5400|-|12
ASHOKLEY|Ashok Leyland Ltd.|INE208A01029|CAPG|Commercial Vehicles|135|-|587
ASTRAL|Astral Ltd.|INE006I01046|CAPG|Pipes & Fittings|1400|-|26.9
AUROPHARMA|Aurobindo Pharma Ltd.|INE406A01037|HLTH|Pharmaceuticals|1100|-|58
BALKRISIND|Balkrishna Industries Ltd.|INE787D01026|AUTO|Tyres|2400|-|19.3
BHARATFORG|Bharat Forge Ltd.|INE465A01025|AUTO|Auto Components|1250|-|47.8
BHEL|Bharat Heavy Electricals Ltd.|INE257A01026|CAPG|Heavy Electrical Equipment|235|-|348
BIOCON|Biocon Ltd.|INE376G01013|HLTH|Biotechnology|350|-|133
BSE|BSE Ltd.|INE118H01025|FIN|Stock Exchange|2300|-|40.6
CDSL|Central Depository Services (India) Ltd.|INE736A01011|FIN|Depository Services|1550|-|20.9
COFORGE|Coforge Ltd.|INE591G01025|IT|IT Services|1650|-|33.5
COLPAL|Colgate Palmolive (India) Ltd.|INE259A01022|FMCG|Personal Care|2250|-|27.2
CONCOR|Container Corporation of India Ltd.|INE111A01025|SERV|Container Logistics|560|-|76.2
COROMANDEL|Coromandel International Ltd.|INE169A01031|CHEM|Fertilisers & Agrochemicals|2200|-|29.5
CUMMINSIND|Cummins India Ltd.|INE298A01020|CAPG|Engines & Gensets|3900|-|27.7
DIXON|Dixon Technologies (India) Ltd.|INE935N01020|CDUR|Electronics Manufacturing Services|16000|-|6.05
FEDERALBNK|Federal Bank Ltd.|INE171A01029|FIN|Private Bank|200|-|245.6
GODREJPROP|Godrej Properties Ltd.|INE484J01027|REALTY|Real Estate Development|2100|-|30.1
HINDPETRO|Hindustan Petroleum Corporation Ltd.|INE094A01015|OIL|Refining & Marketing|450|-|212.8
IDFCFIRSTB|IDFC First Bank Ltd.|INE092T01019|FIN|Private Bank|70|-|732
INDUSTOWER|Indus Towers Ltd.|INE121J01017|TEL|Telecom Towers|340|-|263.8
JUBLFOOD|Jubilant Foodworks Ltd.|INE797F01020|CSER|Quick Service Restaurants|610|-|66
LICHSGFIN|LIC Housing Finance Ltd.|INE115A01026|FIN|Housing Finance|570|-|55
LUPIN|Lupin Ltd.|INE326A01037|HLTH|Pharmaceuticals|1950|-|45.6
MARICO|Marico Ltd.|INE196A01026|FMCG|Personal Care & Foods|700|-|129.5
MAXHEALTH|Max Healthcare Institute Ltd.|INE027H01010|HLTH|Hospitals|1150|-|97.2
MPHASIS|MphasiS Ltd.|INE356A01018|IT|IT Services|2800|-|19
MRF|MRF Ltd.|INE883A01011|AUTO|Tyres|150000|-|0.424
MUTHOOTFIN|Muthoot Finance Ltd.|INE414G01012|FIN|Gold Loans|3000|-|40.1
NMDC|NMDC Ltd.|INE584A01023|METAL|Iron Ore Mining|75|-|879
OBEROIRLTY|Oberoi Realty Ltd.|INE093I01010|REALTY|Real Estate Development|1650|-|36.4
PERSISTENT|Persistent Systems Ltd.|INE262H01021|IT|IT Services|5500|-|15.6
PETRONET|Petronet LNG Ltd.|INE347G01014|OIL|LNG Regasification|280|-|150
PIIND|PI Industries Ltd.|INE603J01030|CHEM|Agrochemicals|3700|-|15.2
SAIL|Steel Authority of India Ltd.|INE114A01011|METAL|Steel|130|-|413
SOLARINDS|Solar Industries India Ltd.|INE343H01029|CHEM|Explosives|13500|-|9.05
SRF|SRF Ltd.|INE647A01010|CHEM|Specialty Chemicals|2900|-|29.6
SUPREMEIND|Supreme Industries Ltd.|INE195A01028|CAPG|Plastic Products|4300|-|12.7
TATACOMM|Tata Communications Ltd.|INE151A01013|TEL|Telecom Services|1650|-|28.5
TATAELXSI|Tata Elxsi Ltd.|INE670A01012|IT|Design & Engineering Services|5400|-|6.23
UPL|UPL Ltd.|INE628A01036|CHEM|Agrochemicals|680|-|84.4
VOLTAS|Voltas Ltd.|INE226A01021|CDUR|Air Conditioners|1350|-|33.1
YESBANK|Yes Bank Ltd.|INE528G01035|FIN|Private Bank|22|-|3136
`;

export const SMALL_CAP_TABLE = `
AARTIIND|Aarti Industries Ltd.|INE769A01020|CHEM|Specialty Chemicals|390|-|36.3
CESC|CESC Ltd.|INE486A01021|POWER|Integrated Power Utility|160|20|132.6
CHAMBLFERT|Chambal Fertilizers & Chemicals Ltd.|INE085A01013|CHEM|Fertilisers|510|-|40
CROMPTON|Crompton Greaves Consumer Electricals Ltd.|INE299U01018|CDUR|Electrical Appliances|330|-|64.4
CUB|City Union Bank Ltd.|INE491A01021|FIN|Private Bank|200|-|74.1
CYIENT|Cyient Ltd.|INE136B01020|IT|Engineering Services|1200|-|11.1
DEEPAKNTR|Deepak Nitrite Ltd.|INE288B01029|CHEM|Specialty Chemicals|1850|-|13.6
ELGIEQUIP|Elgi Equipments Ltd.|INE285A01027|CAPG|Compressors|520|20|31.7
FINCABLES|Finolex Cables Ltd.|INE235A01022|CAPG|Cables & Wires|900|20|15.3
GESHIP|Great Eastern Shipping Co. Ltd.|INE017A01032|SERV|Shipping|1000|20|14.3
GRANULES|Granules India Ltd.|INE101D01020|HLTH|Pharmaceuticals|500|-|24.3
JYOTHYLAB|Jyothy Labs Ltd.|INE668F01031|FMCG|Home Care|310|20|36.7
KAJARIACER|Kajaria Ceramics Ltd.|INE217B01036|CDUR|Tiles & Sanitaryware|1200|-|15.9
KEC|Kec International Ltd.|INE389H01022|CONS|Power Transmission EPC|830|20|26.6
LEMONTREE|Lemon Tree Hotels Ltd.|INE970X01018|CSER|Hotels|170|20|79.2
NATCOPHARM|NATCO Pharma Ltd.|INE987B01026|HLTH|Pharmaceuticals|850|20|17.9
NBCC|NBCC (India) Ltd.|INE095N01031|CONS|Project Management & Construction|110|-|270
NCC|NCC Ltd.|INE868B01028|CONS|Civil Construction|210|-|62.8
RADICO|Radico Khaitan Ltd|INE944F01028|FMCG|Alcoholic Beverages|2900|20|13.4
RBLBANK|RBL Bank Ltd.|INE976G01028|FIN|Private Bank|280|-|60.9
SAREGAMA|Saregama India Ltd|INE979A01025|MEDIA|Music & Entertainment|450|20|19.3
SOBHA|Sobha Ltd.|INE671H01015|REALTY|Real Estate Development|1500|20|10.7
SUNTV|Sun TV Network Ltd.|INE424H01027|MEDIA|Broadcasting|580|-|39.4
TANLA|Tanla Platforms Ltd.|INE483C01032|IT|Cloud Communications|650|20|13.5
TRIDENT|Trident Ltd.|INE064C01022|TEXT|Home Textiles|29|10|509.6
VGUARD|V-Guard Industries Ltd.|INE951I01027|CDUR|Electrical Appliances|370|20|43.6
WELSPUNLIV|Welspun Living Ltd.|INE192B01031|TEXT|Home Textiles|130|20|95.9
ZENSARTECH|Zensar Technolgies Ltd.|INE520A01027|IT|IT Services|780|20|22.7
CCL|CCL Products (I) Ltd.|INE421D01022|FMCG|Coffee|900|20|13.4
KPRMILL|K.P.R. Mill Ltd.|INE930H01031|TEXT|Textiles & Apparel|1050|20|34.2
J&KBANK|Jammu & Kashmir Bank Ltd.|INE168A01041|FIN|Private Bank|100|20|110
PVRINOX|PVR INOX Ltd.|INE191H01014|MEDIA|Cinemas|1100|-|9.8
`;
