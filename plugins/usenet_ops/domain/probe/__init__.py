"""Phase 2's decoders: what a few probed articles (yEnc, PAR2, archives, NFO) teach about a release."""
