/** What the FEDSTRIP suites share: a constant profile (signal A, fund 21, priority 13) and the paper NSN sold by the box. */
export const FEDSTRIP_PROFILE = {
  routingIdentifier: 'GSA', mediaStatus: 'S', demandCode: 'R', supplementaryAddress: '', signalCode: 'A', fundCode: '21',
  distribution: '', projectCode: '', priority: '13', requiredDelivery: '', adviceCode: '',
};
export const PAPER_NSN = '7530-01-579-0001';
