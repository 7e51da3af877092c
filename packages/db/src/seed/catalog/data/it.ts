import { leaf, type TopCategory, type } from '../model.js';

const GREEN_IT = { env: 0.45, eco: 'ENERGY STAR certified|EPEAT Gold registered|EPEAT Silver registered' };

export const IT_HARDWARE: TopCategory = {
  code: 'it-hardware',
  name: 'Computers & IT Hardware',
  kind: 'product',
  trade: ['Computer', 'Systems', 'Technologies', 'Digital', 'Computing', 'Data Systems', 'Micro Devices'],
  leaves: [
    leaf('desktop-computers', 'Desktop Computers', '7021', '33411', 'monitor', 2, [
      type('Desktop Computer', 'Desktop Computer, {Form}, {Processor}, {Memory} RAM, {Storage} SSD, {OS}', {
        Form: 'Small Form Factor|Mini Tower|Micro Desktop*0.95|All-in-One 24"*1.3',
        Processor: 'Intel Core i5*1|Intel Core i7*1.25|AMD Ryzen 5|AMD Ryzen 7*1.2',
        Memory: '8 GB|16 GB*1.12|32 GB*1.3',
        Storage: '256 GB|512 GB*1.08|1 TB*1.18',
        OS: 'Windows 11 Pro|Windows 11 Pro Education|Ubuntu Linux*0.95',
      }, 'EA', [62000, 118000], { syn: 'pc, workstation, desktop pc, computer, tower', about: ['Business desktop computer with TPM 2.0, a three-year warranty and TAA compliance.', 'Managed business desktop built for secure government deployment.'], nsn: 0.1, ...GREEN_IT }),
      type('Workstation', 'Workstation, {Form}, {Processor}, {Memory} RAM, {Graphics}', {
        Form: 'Tower|Small Form Factor*0.85',
        Processor: 'Intel Xeon W*1.3|Intel Core i9*1.1|AMD Threadripper*1.5',
        Memory: '32 GB|64 GB*1.2|128 GB*1.5',
        Graphics: 'NVIDIA RTX A2000|NVIDIA RTX A4000*1.3|NVIDIA RTX A5000*1.7',
      }, 'EA', [180000, 420000], { syn: 'cad workstation, engineering workstation', about: 'Professional workstation for CAD, GIS and data analysis.', nsn: 0.05, ...GREEN_IT }),
    ]),
    leaf('laptops', 'Laptop Computers', '7021', '33411', 'laptop', 3, [
      type('Laptop Computer', 'Laptop Computer, {Screen} Display, {Processor}, {Memory} RAM, {Storage} SSD, {OS}', {
        Screen: '13.3"|14"|15.6"*1.05|16"*1.1',
        Processor: 'Intel Core i5|Intel Core i7*1.2|AMD Ryzen 5|AMD Ryzen 7*1.15',
        Memory: '8 GB|16 GB*1.12|32 GB*1.3',
        Storage: '256 GB|512 GB*1.08|1 TB*1.18',
        OS: 'Windows 11 Pro|ChromeOS*0.6|Windows 11 Pro Education',
      }, 'EA', [68000, 165000], { syn: 'notebook computer, notebook, laptop pc', about: ['Business laptop with a backlit keyboard, fingerprint reader and smart card slot.', 'Lightweight business notebook with all-day battery life and TAA compliance.'], nsn: 0.1, ...GREEN_IT }),
      type('Rugged Laptop', 'Rugged Laptop, {Rating}, {Screen} Display, {Processor}, {Memory} RAM', {
        Rating: 'Semi-Rugged|Fully Rugged MIL-STD-810H*1.4',
        Screen: '12"|14"*1.1',
        Processor: 'Intel Core i5|Intel Core i7*1.2',
        Memory: '16 GB|32 GB*1.2',
      }, 'EA', [190000, 420000], { syn: 'toughbook, field laptop, military laptop', about: 'Drop-, dust- and water-resistant laptop for field and vehicle use.', nsn: 0.25, disaster: 0.3 }),
      type('Tablet', 'Tablet, {Screen} Display, {Storage} Storage, {Connectivity}', {
        Screen: '10.2"|11"*1.2|12.9"*1.6',
        Storage: '64 GB|128 GB*1.15|256 GB*1.35',
        Connectivity: 'Wi-Fi|Wi-Fi + Cellular*1.3',
      }, 'EA', [32000, 110000], { syn: 'ipad, tablet computer, slate', about: 'Tablet for mobile work, inspections and field data collection.', nsn: 0.05, ...GREEN_IT }),
    ]),
    leaf('monitors', 'Monitors & Displays', '7025', '33411', 'monitor', 2, [
      type('LED Monitor', 'LED Monitor, {Size} Widescreen, {Resolution}, {Ports}', {
        Size: '22"|24"*1.15|27"*1.45|32"*2.1',
        Resolution: 'Full HD 1920 x 1080|QHD 2560 x 1440*1.3|4K UHD 3840 x 2160*1.7',
        Ports: 'HDMI and DisplayPort|USB-C and HDMI*1.15',
      }, 'EA', [11000, 28000], { syn: 'computer monitor, display, screen, lcd monitor', about: 'Flicker-free LED monitor with height-adjustable stand and VESA mount.', nsn: 0.2, ...GREEN_IT }),
      type('Interactive Display', 'Interactive Display, {Size} Touchscreen, 4K UHD', { Size: '55"|65"*1.3|75"*1.7|86"*2.3' }, 'EA', [190000, 320000], { syn: 'smart board, touch display, conference display', about: 'Interactive 4K touchscreen display for conference rooms and classrooms.', nsn: 0.05 }),
    ]),
    leaf('keyboards-mice', 'Keyboards & Mice', '7025', '33411', 'keyboard', 2, [
      type('Keyboard', 'Keyboard, {Style}, {Connection}, {Color}', {
        Style: 'Standard Full Size|Ergonomic Split*2.2|Compact Tenkeyless|Smart Card Reader*2',
        Connection: 'USB Wired|Wireless 2.4 GHz*1.4|Bluetooth*1.5',
        Color: 'Black|White|Gray',
      }, 'EA', [1400, 4800], { syn: 'computer keyboard, usb keyboard', about: 'Quiet, spill-resistant keyboard with full-size keys.', nsn: 0.4, abilityOne: 0.03 }),
      type('Mouse', 'Mouse, {Style}, {Connection}, {Color}', {
        Style: 'Optical|Ergonomic Vertical*2|Trackball*2.5|Travel Size*0.9',
        Connection: 'USB Wired|Wireless 2.4 GHz*1.4|Bluetooth*1.5',
        Color: 'Black|Gray|Blue|Red',
      }, 'EA', [900, 4200], { syn: 'computer mouse, usb mouse, wireless mouse', about: 'Comfortable optical mouse with precise tracking on most surfaces.', nsn: 0.4 }),
      type('Keyboard and Mouse Combo', 'Keyboard and Mouse Combo, {Connection}, {Color}', { Connection: 'USB Wired|Wireless 2.4 GHz*1.3', Color: 'Black|White' }, 'SE', [2400, 6900], { syn: 'wireless desktop set', about: 'Matching keyboard and mouse set with one USB receiver.', nsn: 0.3 }),
    ]),
    leaf('printers-scanners', 'Printers & Scanners', '7025', '33411', 'printer', 2, [
      type('Laser Printer', 'Laser Printer, {Color Mode}, {Speed}, {Features}', {
        'Color Mode': 'Monochrome|Color*1.6',
        'Speed': '40 ppm|50 ppm*1.3|60 ppm*1.6',
        'Features': 'Duplex, Network|Duplex, Network, Wireless*1.1',
      }, 'EA', [28000, 95000], { syn: 'printer, office printer, network printer', about: 'Networked laser printer with automatic duplex printing and secure print release.', nsn: 0.15, ...GREEN_IT }),
      type('Multifunction Printer', 'Multifunction Printer, {Color Mode}, Print/Copy/Scan/Fax, {Speed}', {
        'Color Mode': 'Monochrome|Color*1.5',
        'Speed': '35 ppm|45 ppm*1.3|55 ppm*1.6',
      }, 'EA', [45000, 180000], { syn: 'mfp, all-in-one printer, copier', about: 'Multifunction printer that prints, copies, scans to email and faxes.', nsn: 0.1, ...GREEN_IT }),
      type('Document Scanner', 'Document Scanner, {Type}, {Speed}, Duplex', { Type: 'Sheetfed|Flatbed with ADF*1.3|Portable*0.5', Speed: '30 ppm|45 ppm*1.4|60 ppm*1.9' }, 'EA', [22000, 90000], { syn: 'scanner, sheetfed scanner', about: 'Duplex document scanner with searchable PDF output.', nsn: 0.1 }),
    ]),
    leaf('storage-media', 'Storage Drives & Media', '7025', '33411', 'drive', 2, [
      type('External Hard Drive', 'External Hard Drive, {Capacity}, {Interface}, {Feature}', {
        Capacity: '1 TB|2 TB*1.3|4 TB*1.8|5 TB*2.1',
        Interface: 'USB 3.2|USB-C*1.1',
        Feature: 'Portable|Encrypted FIPS 140-2*2.5|Rugged*1.4',
      }, 'EA', [5500, 14000], { syn: 'portable hard drive, backup drive, usb drive', about: 'External drive for backups and secure file transport.', nsn: 0.3, security: 0.2 }),
      type('USB Flash Drive', 'USB Flash Drive, {Capacity}, {Feature}', {
        Capacity: '16 GB|32 GB*1.2|64 GB*1.5|128 GB*2.2',
        Feature: 'Standard|Hardware Encrypted FIPS 140-2*4|Write Protect Switch*1.5',
      }, 'EA PK:5 PK:10', [600, 2200], { syn: 'thumb drive, usb stick, memory stick', about: 'Compact USB flash drive for document transfer.', nsn: 0.4, security: 0.15 }),
      type('Solid State Drive', 'Solid State Drive, {Capacity}, {Form}', { Capacity: '500 GB|1 TB*1.6|2 TB*2.8', Form: '2.5" SATA|M.2 NVMe*1.2' }, 'EA', [4500, 9000], { syn: 'ssd, internal drive', about: 'Internal solid state drive for faster boot and load times.', nsn: 0.15 }),
    ]),
    leaf('networking', 'Networking Equipment', '5895', '33411', 'network', 2, [
      type('Network Switch', 'Network Switch, {Ports}, {Type}, {Speed}', {
        Ports: '8-Port|16-Port*1.6|24-Port*2.2|48-Port*3.8',
        Type: 'Unmanaged|Managed*1.8|PoE+ Managed*2.6',
        Speed: 'Gigabit|Multi-Gigabit*2',
      }, 'EA', [4500, 22000], { syn: 'ethernet switch, lan switch, poe switch', about: 'Rack-mountable network switch with fanless, quiet operation.', nsn: 0.2 }),
      type('Wireless Access Point', 'Wireless Access Point, {Standard}, {Mount}', { Standard: 'Wi-Fi 6|Wi-Fi 6E*1.3|Wi-Fi 7*1.7', Mount: 'Ceiling Mount|Wall Plate*0.8|Outdoor*1.6' }, 'EA', [15000, 42000], { syn: 'wifi access point, wap, wireless ap', about: 'Enterprise wireless access point with WPA3 and central management.', nsn: 0.1 }),
      type('Router', 'Router, {Type}, {Ports}', { Type: 'Branch Office|VPN Firewall*1.5|Cellular LTE*1.3', Ports: '4-Port|8-Port*1.4' }, 'EA', [25000, 120000], { syn: 'firewall router, vpn router', about: 'Business router with VPN, firewall and remote management.', nsn: 0.1, security: 0.3 }),
    ]),
    leaf('cables-adapters', 'Cables & Adapters', '5995', '33411', 'cable', 2, [
      type('Ethernet Patch Cable', 'Ethernet Patch Cable, {Category}, {Length}, {Color}', {
        Category: 'Cat6|Cat6a*1.3|Cat5e*0.8',
        Length: '3 ft|7 ft*1.2|14 ft*1.6|25 ft*2.2',
        Color: 'Blue|Gray|Black|Yellow|Red|Green',
      }, 'EA PK:5 PK:10', [250, 900], { syn: 'network cable, lan cable, rj45 cable, patch cord', about: 'Snagless molded ethernet patch cable with gold-plated contacts.', nsn: 0.4 }),
      type('USB-C Cable', 'USB-C Cable, {Ends}, {Length}, {Rating}', { Ends: 'USB-C to USB-C|USB-C to USB-A', Length: '3 ft|6 ft*1.2|10 ft*1.5', Rating: '60W|100W*1.3|USB4 40Gbps*2' }, 'EA PK:3', [600, 2400], { syn: 'charging cable, usb cable', about: 'Braided USB-C cable for charging and data transfer.', nsn: 0.25 }),
      type('Docking Station', 'Docking Station, {Connection}, {Displays}, {Power}', { Connection: 'USB-C|Thunderbolt 4*1.5', Displays: 'Dual Display|Triple Display*1.3', Power: '90W|100W*1.1' }, 'EA', [12000, 26000], { syn: 'laptop dock, port replicator, usb-c dock', about: 'Docking station that connects a laptop to monitors, network and peripherals with one cable.', nsn: 0.15 }),
      type('Video Adapter', 'Video Adapter, {Ends}', { Ends: 'USB-C to HDMI|DisplayPort to HDMI|HDMI to VGA|USB-C to DisplayPort' }, 'EA', [900, 3200], { syn: 'display adapter, dongle, hdmi adapter', about: 'Video adapter with 4K support and no drivers required.', nsn: 0.3 }),
    ]),
    leaf('it-security-hardware', 'IT Security Hardware', '7025', '33411', 'shield', 1, [
      type('Smart Card Reader', 'Smart Card Reader, {Type}, {Connection}, FIPS 201 Approved', { Type: 'Desktop|Portable*0.8|Keyboard Integrated*2', Connection: 'USB-A|USB-C*1.1' }, 'EA PK:10', [1300, 4500], { syn: 'cac reader, piv reader, common access card reader', about: 'FIPS 201 approved reader for CAC and PIV card sign-in.', nsn: 0.45, security: 0.95 }),
      type('Privacy Filter', 'Privacy Filter, {Size}, {Type}', { Size: '14" Laptop|15.6" Laptop*1.1|24" Monitor*1.6|27" Monitor*1.9', Type: 'Frameless|Magnetic*1.2' }, 'EA', [2900, 8500], { syn: 'privacy screen, screen filter', about: 'Privacy filter that darkens the screen outside a narrow viewing angle.', nsn: 0.4, security: 0.9 }),
      type('Laptop Security Cable Lock', 'Laptop Security Cable Lock, {Lock}, {Length}', { Lock: 'Keyed|Combination|Master Keyed*1.3', Length: '6 ft|8 ft*1.1' }, 'EA PK:10', [1800, 5200], { syn: 'cable lock, kensington lock, laptop lock', about: 'Steel cable lock that secures laptops and monitors to the desk.', nsn: 0.4, security: 0.95 }),
      type('Security Key', 'Security Key, {Interface}, FIDO2 and PIV', { Interface: 'USB-A|USB-C|USB-C and NFC*1.2' }, 'EA', [4500, 8500], { syn: 'hardware token, fido key, mfa key', about: 'Phishing-resistant hardware security key for multi-factor sign-in.', nsn: 0.2, security: 0.95 }),
    ]),
  ],
};
