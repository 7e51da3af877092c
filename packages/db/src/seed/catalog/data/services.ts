import { leaf, type TopCategory, type } from '../model.js';

/**
 * Service offerings: labor categories and fixed-price services under MAS service SINs. Labor is priced per
 * hour; the DoD unit-of-issue list has no hour code, so the unit is EA (one hour) and the title says "Hourly Rate".
 */
const LEVEL = 'Junior*0.7|Mid-Level|Senior*1.35|Subject Matter Expert*1.7';
const SITE = 'Contractor Site|Government Site*1.05';
const HOURLY = 'EA';

export const SERVICES: TopCategory = {
  code: 'services',
  name: 'Services',
  kind: 'service',
  trade: ['Consulting', 'Services', 'Solutions', 'Associates', 'Partners', 'Group'],
  leaves: [
    leaf('energy-services', 'Energy Services', 'S112', '541690E', 'gear', 0.4, [
      type('Energy Auditor', 'Energy Auditor, {Level}, Energy Services, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [8500, 14500], {
        syn: 'energy audit, energy assessment, energy management services',
        about: 'Energy audits of federal buildings: utility data analysis, metering and recommended energy conservation measures.',
        nsn: 0,
      }),
      type('Energy Management Consultant', 'Energy Management Consultant, {Level}, Energy Services, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [9500, 17500], {
        syn: 'energy savings performance, renewable energy consulting', about: 'Energy planning, renewable energy studies and measurement and verification of savings.', nsn: 0,
      }),
    ]),
    leaf('environmental-services', 'Environmental Services', 'F999', '562910RMV', 'gear', 0.4, [
      type('Environmental Scientist', 'Environmental Scientist, {Level}, Environmental Services, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [8000, 15000], {
        syn: 'environmental consulting, environmental compliance, remediation', about: 'Environmental compliance, site assessment and remediation planning.', nsn: 0, env: 0.6, eco: 'Environmental service',
      }),
      type('Hazardous Waste Disposal', 'Hazardous Waste Disposal, {Container}, Environmental Services, Per Container', { Container: '55 Gallon Drum|30 Gallon Drum*0.7|5 Gallon Pail*0.3' }, HOURLY, [18000, 52000], {
        syn: 'waste removal, hazmat disposal, recycling services', about: 'Collection, transport and permitted disposal of hazardous waste with manifests.', nsn: 0, env: 0.6, eco: 'Environmental service',
      }),
    ]),
    leaf('facility-management', 'Facility Management Services', 'S201', '561210FAC', 'gear', 0.4, [
      type('Custodial Services', 'Custodial Services, {Schedule}, Facility Management, Per Visit', { Schedule: 'Daily Cleaning|Weekly Cleaning*2.5|Floor Care*3' }, HOURLY, [25000, 90000], {
        syn: 'janitorial services, cleaning services, housekeeping', about: 'Janitorial and custodial services for offices, restrooms and common areas.', nsn: 0, env: 0.2, eco: 'Green cleaning program',
      }),
      type('Facilities Maintenance Technician', 'Facilities Maintenance Technician, {Level}, Facility Management, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [5500, 9500], {
        syn: 'building maintenance, hvac maintenance, facilities support', about: 'Preventive and corrective maintenance of building systems, HVAC and plumbing.', nsn: 0,
      }),
    ]),
    leaf('furniture-services', 'Furniture Services', 'J071', '33721I', 'gear', 0.4, [
      type('Furniture Installation', 'Furniture Installation, {Scope}, Furniture Services, Per Workstation', { Scope: 'Workstation Install|Reconfiguration*0.8|Move and Reinstall*1.2' }, HOURLY, [15000, 42000], {
        syn: 'furniture move, workstation install, office reconfiguration', about: 'Delivery, installation and reconfiguration of systems furniture and workstations.', nsn: 0,
      }),
      type('Interior Designer', 'Interior Designer, {Level}, Furniture Services, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [7500, 13500], {
        syn: 'space planning, office design', about: 'Space planning, furniture specifications and interior design for federal workplaces.', nsn: 0,
      }),
    ]),
    leaf('human-capital', 'Human Capital Services', 'R799', '541612', 'person', 0.4, [
      type('Human Resources Specialist', 'Human Resources Specialist, {Level}, Human Capital, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [7000, 13000], {
        syn: 'hr consulting, workforce planning, recruiting services', about: 'Workforce planning, classification, staffing and human resources operations support.', nsn: 0,
      }),
      type('Organizational Development Consultant', 'Organizational Development Consultant, {Level}, Human Capital, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [9000, 16000], {
        syn: 'change management, employee engagement', about: 'Organizational assessments, change management and employee engagement programs.', nsn: 0,
      }),
    ]),
    leaf('office-services', 'Office Services', 'R699', '561110', 'person', 0.4, [
      type('Administrative Assistant', 'Administrative Assistant, {Level}, Office Services, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [3800, 6500], {
        syn: 'administrative support, clerical services, office support', about: 'Administrative and clerical support: correspondence, scheduling and records.', nsn: 0,
      }),
      type('Document Conversion', 'Document Conversion, {Service}, Office Services, Per 1,000 Pages', { Service: 'Scanning and Indexing|Microfilm Conversion*1.4|Shredding*0.5' }, HOURLY, [9000, 26000], {
        syn: 'scanning services, records digitization, document imaging', about: 'Scanning, indexing and secure handling of records, with chain of custody.', nsn: 0,
      }),
    ]),
    leaf('professional-services', 'Professional Services', 'R408', '541611', 'briefcase', 0.8, [
      type('Program Manager', 'Program Manager, {Level}, Professional Services, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [11000, 21000], {
        syn: 'program management, project management, management consulting', about: 'Program and project management: schedules, risks, budgets and reporting.', nsn: 0,
      }),
      type('Management Analyst', 'Management Analyst, {Level}, Professional Services, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [8500, 16000], {
        syn: 'business analyst, process improvement, management consulting', about: 'Process improvement, performance measurement and organizational studies.', nsn: 0,
      }),
      type('Financial Analyst', 'Financial Analyst, {Level}, Professional Services, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [8000, 15500], {
        syn: 'financial management, audit support, budget analyst', about: 'Budget formulation, financial statement audit support and cost analysis.', nsn: 0,
      }),
    ]),
    leaf('security-services', 'Security & Law Enforcement Services', 'S206', '561612', 'shield', 0.4, [
      type('Security Guard Services', 'Security Guard Services, {Post}, Security and Law Enforcement, Hourly Rate', { Post: 'Unarmed Post|Armed Post*1.3|Patrol*1.15' }, HOURLY, [3500, 7500], {
        syn: 'guard services, protective services, security officer', about: 'Licensed security officers for access control, patrols and alarm response.', nsn: 0, security: 0.8, disaster: 0.2,
      }),
      type('Security Systems Integrator', 'Security Systems Integrator, {Level}, Security and Law Enforcement, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [9000, 16500], {
        syn: 'access control installation, video surveillance installation', about: 'Design and installation of access control, intrusion detection and video systems.', nsn: 0, security: 0.9,
      }),
    ]),
    leaf('technology-services', 'Technology Services', 'DA01', '54151S', 'monitor', 0.8, [
      type('Software Developer', 'Software Developer, {Level}, Information Technology Services, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [9500, 18500], {
        syn: 'software engineer, application development, it professional services, programmer', about: 'Design, development and maintenance of applications and digital services.', nsn: 0,
      }),
      type('Cybersecurity Analyst', 'Cybersecurity Analyst, {Level}, Information Technology Services, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [11000, 21000], {
        syn: 'information security, cyber security, security operations', about: 'Vulnerability assessment, incident response and security operations support.', nsn: 0, security: 0.9,
      }),
      type('Help Desk Technician', 'Help Desk Technician, {Level}, Information Technology Services, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [4500, 8500], {
        syn: 'it support, service desk, desktop support', about: 'Tier 1 and tier 2 help desk and desktop support for end users.', nsn: 0,
      }),
    ]),
    leaf('training-services', 'Training Services', 'U099', '611430', 'person', 0.4, [
      type('Instructor-Led Training', 'Instructor-Led Training, {Topic}, Training Services, Per Student Day', { Topic: 'Project Management|Leadership Development|Cybersecurity Awareness|Acquisition and Contracting|Microsoft Office' }, HOURLY, [35000, 95000], {
        syn: 'training course, professional development, classroom training', about: 'Instructor-led courses at your site or online, with course materials and certificates.', nsn: 0,
      }),
      type('Instructional Designer', 'Instructional Designer, {Level}, Training Services, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [7500, 13500], {
        syn: 'e-learning development, curriculum design', about: 'Curriculum design and e-learning development for federal training programs.', nsn: 0,
      }),
    ]),
    leaf('transportation-services', 'Transportation Services', 'V119', '484', 'truck', 0.4, [
      type('Freight Transportation', 'Freight Transportation, {Service}, Transportation Services, Per Shipment', { Service: 'Less Than Truckload|Full Truckload*3|Expedited*1.8' }, HOURLY, [45000, 180000], {
        syn: 'freight, trucking, shipping services, logistics', about: 'Domestic freight transportation with tracking and proof of delivery.', nsn: 0, disaster: 0.3,
      }),
      type('Household Goods Relocation', 'Household Goods Relocation, {Move}, Transportation Services, Per Move', { Move: 'Local Move|Long Distance Move*2.5|International Move*4' }, HOURLY, [150000, 600000], {
        syn: 'relocation services, employee relocation, moving services', about: 'Packing, transport and delivery of household goods for relocating employees.', nsn: 0,
      }),
    ]),
    leaf('travel-services', 'Travel Services', 'V231', '561510', 'briefcase', 0.4, [
      type('Travel Management Services', 'Travel Management Services, {Service}, Travel, Per Transaction', { Service: 'Air Reservation|Lodging Reservation*0.8|Conference Planning*6' }, HOURLY, [1500, 6500], {
        syn: 'travel agency, travel booking, lodging', about: 'Reservations and travel management under the Federal Travel Regulation.', nsn: 0,
      }),
      type('Conference Planner', 'Conference Planner, {Level}, Travel, {Site}, Hourly Rate', { Level: LEVEL, Site: SITE }, HOURLY, [6000, 11500], {
        syn: 'event planning, meeting planning', about: 'Planning and logistics for conferences, meetings and training events.', nsn: 0,
      }),
    ]),
    leaf('vehicle-services', 'Vehicle Buy/Lease Services', 'W023', '532112', 'truck', 0.4, [
      type('Vehicle Lease', 'Vehicle Lease, {Vehicle}, Vehicle Buy/Lease Services, Per Month', { Vehicle: 'Compact Sedan|Midsize SUV*1.4|Pickup Truck*1.5|Passenger Van*1.7' }, HOURLY, [42000, 110000], {
        syn: 'fleet lease, car rental, vehicle rental', about: 'Monthly vehicle lease with maintenance and roadside assistance included.', nsn: 0,
      }),
      type('Fleet Management Services', 'Fleet Management Services, {Service}, Vehicle Buy/Lease Services, Per Vehicle Per Month', { Service: 'Maintenance Management|Telematics*0.6|Fuel Card Management*0.4' }, HOURLY, [2500, 9500], {
        syn: 'fleet maintenance, vehicle telematics', about: 'Fleet maintenance management, telematics and reporting for agency vehicles.', nsn: 0, env: 0.15, eco: 'Alternative fuel vehicle support',
      }),
    ]),
  ],
};
