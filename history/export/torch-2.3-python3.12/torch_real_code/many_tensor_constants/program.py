class GraphModule(torch.nn.Module):
    def forward(self, _lifted_tensor_constant0: "i64[]", _lifted_tensor_constant1: "i64[]", _lifted_tensor_constant2: "i64[]", _lifted_tensor_constant3: "i64[]", _lifted_tensor_constant4: "i64[]", _lifted_tensor_constant5: "i64[]", _lifted_tensor_constant6: "i64[]", _lifted_tensor_constant7: "i64[]", _lifted_tensor_constant8: "i64[]", _lifted_tensor_constant9: "i64[]", _lifted_tensor_constant10: "i64[]", _lifted_tensor_constant11: "i64[]", _lifted_tensor_constant12: "i64[]", _lifted_tensor_constant13: "i64[]", _lifted_tensor_constant14: "i64[]", _lifted_tensor_constant15: "i64[]", _lifted_tensor_constant16: "i64[]", _lifted_tensor_constant17: "i64[]", _lifted_tensor_constant18: "i64[]", _lifted_tensor_constant19: "i64[]", _lifted_tensor_constant20: "i64[]", _lifted_tensor_constant21: "i64[]", _lifted_tensor_constant22: "i64[]", _lifted_tensor_constant23: "i64[]", _lifted_tensor_constant24: "i64[]", _lifted_tensor_constant25: "i64[]", _lifted_tensor_constant26: "i64[]", _lifted_tensor_constant27: "i64[]", _lifted_tensor_constant28: "i64[]", _lifted_tensor_constant29: "i64[]", _lifted_tensor_constant30: "i64[]", _lifted_tensor_constant31: "i64[]", _lifted_tensor_constant32: "i64[]", _lifted_tensor_constant33: "i64[]", _lifted_tensor_constant34: "i64[]", _lifted_tensor_constant35: "i64[]", _lifted_tensor_constant36: "i64[]", _lifted_tensor_constant37: "i64[]", _lifted_tensor_constant38: "i64[]", _lifted_tensor_constant39: "i64[]", _lifted_tensor_constant40: "i64[]", _lifted_tensor_constant41: "i64[]", _lifted_tensor_constant42: "i64[]", _lifted_tensor_constant43: "i64[]", _lifted_tensor_constant44: "i64[]", _lifted_tensor_constant45: "i64[]", _lifted_tensor_constant46: "i64[]", _lifted_tensor_constant47: "i64[]", _lifted_tensor_constant48: "i64[]", _lifted_tensor_constant49: "i64[]", _lifted_tensor_constant50: "i64[]", _lifted_tensor_constant51: "i64[]", _lifted_tensor_constant52: "i64[]", _lifted_tensor_constant53: "i64[]", _lifted_tensor_constant54: "i64[]", _lifted_tensor_constant55: "i64[]", _lifted_tensor_constant56: "i64[]", _lifted_tensor_constant57: "i64[]", _lifted_tensor_constant58: "i64[]", _lifted_tensor_constant59: "i64[]", _lifted_tensor_constant60: "i64[]", _lifted_tensor_constant61: "i64[]", _lifted_tensor_constant62: "i64[]", _lifted_tensor_constant63: "i64[]", _lifted_tensor_constant64: "i64[]", _lifted_tensor_constant65: "i64[]", _lifted_tensor_constant66: "i64[]", _lifted_tensor_constant67: "i64[]", _lifted_tensor_constant68: "i64[]", _lifted_tensor_constant69: "i64[]", _lifted_tensor_constant70: "i64[]", _lifted_tensor_constant71: "i64[]", _lifted_tensor_constant72: "i64[]", _lifted_tensor_constant73: "i64[]", _lifted_tensor_constant74: "i64[]", _lifted_tensor_constant75: "i64[]", _lifted_tensor_constant76: "i64[]", _lifted_tensor_constant77: "i64[]", _lifted_tensor_constant78: "i64[]", _lifted_tensor_constant79: "i64[]", _lifted_tensor_constant80: "i64[]", _lifted_tensor_constant81: "i64[]", _lifted_tensor_constant82: "i64[]", _lifted_tensor_constant83: "i64[]", _lifted_tensor_constant84: "i64[]", _lifted_tensor_constant85: "i64[]", _lifted_tensor_constant86: "i64[]", _lifted_tensor_constant87: "i64[]", _lifted_tensor_constant88: "i64[]", _lifted_tensor_constant89: "i64[]", _lifted_tensor_constant90: "i64[]", _lifted_tensor_constant91: "i64[]", _lifted_tensor_constant92: "i64[]", _lifted_tensor_constant93: "i64[]", _lifted_tensor_constant94: "i64[]", _lifted_tensor_constant95: "i64[]", _lifted_tensor_constant96: "i64[]", _lifted_tensor_constant97: "i64[]", _lifted_tensor_constant98: "i64[]", _lifted_tensor_constant99: "i64[]", _lifted_tensor_constant100: "i64[]", _lifted_tensor_constant101: "i64[]", _lifted_tensor_constant102: "i64[]", _lifted_tensor_constant103: "i64[]", _lifted_tensor_constant104: "i64[]", _lifted_tensor_constant105: "i64[]", _lifted_tensor_constant106: "i64[]", _lifted_tensor_constant107: "i64[]", _lifted_tensor_constant108: "i64[]", _lifted_tensor_constant109: "i64[]", _lifted_tensor_constant110: "i64[]", _lifted_tensor_constant111: "i64[]", _lifted_tensor_constant112: "i64[]", _lifted_tensor_constant113: "i64[]", _lifted_tensor_constant114: "i64[]", _lifted_tensor_constant115: "i64[]", _lifted_tensor_constant116: "i64[]", _lifted_tensor_constant117: "i64[]", _lifted_tensor_constant118: "i64[]", _lifted_tensor_constant119: "i64[]", _lifted_tensor_constant120: "i64[]", _lifted_tensor_constant121: "i64[]", _lifted_tensor_constant122: "i64[]", _lifted_tensor_constant123: "i64[]", _lifted_tensor_constant124: "i64[]", _lifted_tensor_constant125: "i64[]", _lifted_tensor_constant126: "i64[]", _lifted_tensor_constant127: "i64[]", _lifted_tensor_constant128: "i64[]", _lifted_tensor_constant129: "i64[]", _lifted_tensor_constant130: "i64[]", _lifted_tensor_constant131: "i64[]", _lifted_tensor_constant132: "i64[]", _lifted_tensor_constant133: "i64[]", _lifted_tensor_constant134: "i64[]", _lifted_tensor_constant135: "i64[]", _lifted_tensor_constant136: "i64[]", _lifted_tensor_constant137: "i64[]", _lifted_tensor_constant138: "i64[]", _lifted_tensor_constant139: "i64[]", _lifted_tensor_constant140: "i64[]", _lifted_tensor_constant141: "i64[]", _lifted_tensor_constant142: "i64[]", _lifted_tensor_constant143: "i64[]", _lifted_tensor_constant144: "i64[]", _lifted_tensor_constant145: "i64[]", _lifted_tensor_constant146: "i64[]", _lifted_tensor_constant147: "i64[]", _lifted_tensor_constant148: "i64[]", _lifted_tensor_constant149: "i64[]", _lifted_tensor_constant150: "i64[]", _lifted_tensor_constant151: "i64[]", _lifted_tensor_constant152: "i64[]", _lifted_tensor_constant153: "i64[]", _lifted_tensor_constant154: "i64[]", _lifted_tensor_constant155: "i64[]", _lifted_tensor_constant156: "i64[]", _lifted_tensor_constant157: "i64[]", _lifted_tensor_constant158: "i64[]", _lifted_tensor_constant159: "i64[]", _lifted_tensor_constant160: "i64[]", _lifted_tensor_constant161: "i64[]", _lifted_tensor_constant162: "i64[]", _lifted_tensor_constant163: "i64[]", _lifted_tensor_constant164: "i64[]", _lifted_tensor_constant165: "i64[]", _lifted_tensor_constant166: "i64[]", _lifted_tensor_constant167: "i64[]", _lifted_tensor_constant168: "i64[]", _lifted_tensor_constant169: "i64[]", _lifted_tensor_constant170: "i64[]", _lifted_tensor_constant171: "i64[]", _lifted_tensor_constant172: "i64[]", _lifted_tensor_constant173: "i64[]", _lifted_tensor_constant174: "i64[]", _lifted_tensor_constant175: "i64[]", _lifted_tensor_constant176: "i64[]", _lifted_tensor_constant177: "i64[]", _lifted_tensor_constant178: "i64[]", _lifted_tensor_constant179: "i64[]", _lifted_tensor_constant180: "i64[]", _lifted_tensor_constant181: "i64[]", _lifted_tensor_constant182: "i64[]", _lifted_tensor_constant183: "i64[]", _lifted_tensor_constant184: "i64[]", _lifted_tensor_constant185: "i64[]", _lifted_tensor_constant186: "i64[]", _lifted_tensor_constant187: "i64[]", _lifted_tensor_constant188: "i64[]", _lifted_tensor_constant189: "i64[]", _lifted_tensor_constant190: "i64[]", _lifted_tensor_constant191: "i64[]", _lifted_tensor_constant192: "i64[]", _lifted_tensor_constant193: "i64[]", _lifted_tensor_constant194: "i64[]", _lifted_tensor_constant195: "i64[]", _lifted_tensor_constant196: "i64[]", _lifted_tensor_constant197: "i64[]", _lifted_tensor_constant198: "i64[]", _lifted_tensor_constant199: "i64[]", _lifted_tensor_constant200: "i64[]", _lifted_tensor_constant201: "i64[]", _lifted_tensor_constant202: "i64[]", _lifted_tensor_constant203: "i64[]", _lifted_tensor_constant204: "i64[]", _lifted_tensor_constant205: "i64[]", _lifted_tensor_constant206: "i64[]", _lifted_tensor_constant207: "i64[]", _lifted_tensor_constant208: "i64[]", _lifted_tensor_constant209: "i64[]", _lifted_tensor_constant210: "i64[]", _lifted_tensor_constant211: "i64[]", _lifted_tensor_constant212: "i64[]", _lifted_tensor_constant213: "i64[]", _lifted_tensor_constant214: "i64[]", _lifted_tensor_constant215: "i64[]", _lifted_tensor_constant216: "i64[]", _lifted_tensor_constant217: "i64[]", _lifted_tensor_constant218: "i64[]", _lifted_tensor_constant219: "i64[]", _lifted_tensor_constant220: "i64[]", _lifted_tensor_constant221: "i64[]", _lifted_tensor_constant222: "i64[]", _lifted_tensor_constant223: "i64[]", _lifted_tensor_constant224: "i64[]", _lifted_tensor_constant225: "i64[]", _lifted_tensor_constant226: "i64[]", _lifted_tensor_constant227: "i64[]", _lifted_tensor_constant228: "i64[]", _lifted_tensor_constant229: "i64[]", _lifted_tensor_constant230: "i64[]", _lifted_tensor_constant231: "i64[]", _lifted_tensor_constant232: "i64[]", _lifted_tensor_constant233: "i64[]", _lifted_tensor_constant234: "i64[]", _lifted_tensor_constant235: "i64[]", _lifted_tensor_constant236: "i64[]", _lifted_tensor_constant237: "i64[]", _lifted_tensor_constant238: "i64[]", _lifted_tensor_constant239: "i64[]", _lifted_tensor_constant240: "i64[]", _lifted_tensor_constant241: "i64[]", _lifted_tensor_constant242: "i64[]", _lifted_tensor_constant243: "i64[]", _lifted_tensor_constant244: "i64[]", _lifted_tensor_constant245: "i64[]", _lifted_tensor_constant246: "i64[]", _lifted_tensor_constant247: "i64[]", _lifted_tensor_constant248: "i64[]", _lifted_tensor_constant249: "i64[]", _lifted_tensor_constant250: "i64[]", _lifted_tensor_constant251: "i64[]", _lifted_tensor_constant252: "i64[]", _lifted_tensor_constant253: "i64[]", _lifted_tensor_constant254: "i64[]", _lifted_tensor_constant255: "i64[]", _lifted_tensor_constant256: "i64[]", _lifted_tensor_constant257: "i64[]", _lifted_tensor_constant258: "i64[]", _lifted_tensor_constant259: "i64[]", _lifted_tensor_constant260: "i64[]", _lifted_tensor_constant261: "i64[]", _lifted_tensor_constant262: "i64[]", _lifted_tensor_constant263: "i64[]", _lifted_tensor_constant264: "i64[]", _lifted_tensor_constant265: "i64[]", _lifted_tensor_constant266: "i64[]", _lifted_tensor_constant267: "i64[]", _lifted_tensor_constant268: "i64[]", _lifted_tensor_constant269: "i64[]", _lifted_tensor_constant270: "i64[]", _lifted_tensor_constant271: "i64[]", _lifted_tensor_constant272: "i64[]", _lifted_tensor_constant273: "i64[]", _lifted_tensor_constant274: "i64[]", _lifted_tensor_constant275: "i64[]", _lifted_tensor_constant276: "i64[]", _lifted_tensor_constant277: "i64[]", _lifted_tensor_constant278: "i64[]", _lifted_tensor_constant279: "i64[]", _lifted_tensor_constant280: "i64[]", _lifted_tensor_constant281: "i64[]", _lifted_tensor_constant282: "i64[]", _lifted_tensor_constant283: "i64[]", _lifted_tensor_constant284: "i64[]", _lifted_tensor_constant285: "i64[]", _lifted_tensor_constant286: "i64[]", _lifted_tensor_constant287: "i64[]", _lifted_tensor_constant288: "i64[]", _lifted_tensor_constant289: "i64[]", _lifted_tensor_constant290: "i64[]", _lifted_tensor_constant291: "i64[]", _lifted_tensor_constant292: "i64[]", _lifted_tensor_constant293: "i64[]", _lifted_tensor_constant294: "i64[]", _lifted_tensor_constant295: "i64[]", _lifted_tensor_constant296: "i64[]", _lifted_tensor_constant297: "i64[]", _lifted_tensor_constant298: "i64[]", _lifted_tensor_constant299: "i64[]", arg0_1: "f32[2]"):
        lift_fresh_copy: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant0);  _lifted_tensor_constant0 = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(arg0_1, lift_fresh_copy);  arg0_1 = lift_fresh_copy = None
        lift_fresh_copy_1: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant1);  _lifted_tensor_constant1 = None
        add_1: "f32[2]" = torch.ops.aten.add.Tensor(add, lift_fresh_copy_1);  add = lift_fresh_copy_1 = None
        lift_fresh_copy_2: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant2);  _lifted_tensor_constant2 = None
        add_2: "f32[2]" = torch.ops.aten.add.Tensor(add_1, lift_fresh_copy_2);  add_1 = lift_fresh_copy_2 = None
        lift_fresh_copy_3: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant3);  _lifted_tensor_constant3 = None
        add_3: "f32[2]" = torch.ops.aten.add.Tensor(add_2, lift_fresh_copy_3);  add_2 = lift_fresh_copy_3 = None
        lift_fresh_copy_4: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant4);  _lifted_tensor_constant4 = None
        add_4: "f32[2]" = torch.ops.aten.add.Tensor(add_3, lift_fresh_copy_4);  add_3 = lift_fresh_copy_4 = None
        lift_fresh_copy_5: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant5);  _lifted_tensor_constant5 = None
        add_5: "f32[2]" = torch.ops.aten.add.Tensor(add_4, lift_fresh_copy_5);  add_4 = lift_fresh_copy_5 = None
        lift_fresh_copy_6: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant6);  _lifted_tensor_constant6 = None
        add_6: "f32[2]" = torch.ops.aten.add.Tensor(add_5, lift_fresh_copy_6);  add_5 = lift_fresh_copy_6 = None
        lift_fresh_copy_7: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant7);  _lifted_tensor_constant7 = None
        add_7: "f32[2]" = torch.ops.aten.add.Tensor(add_6, lift_fresh_copy_7);  add_6 = lift_fresh_copy_7 = None
        lift_fresh_copy_8: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant8);  _lifted_tensor_constant8 = None
        add_8: "f32[2]" = torch.ops.aten.add.Tensor(add_7, lift_fresh_copy_8);  add_7 = lift_fresh_copy_8 = None
        lift_fresh_copy_9: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant9);  _lifted_tensor_constant9 = None
        add_9: "f32[2]" = torch.ops.aten.add.Tensor(add_8, lift_fresh_copy_9);  add_8 = lift_fresh_copy_9 = None
        lift_fresh_copy_10: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant10);  _lifted_tensor_constant10 = None
        add_10: "f32[2]" = torch.ops.aten.add.Tensor(add_9, lift_fresh_copy_10);  add_9 = lift_fresh_copy_10 = None
        lift_fresh_copy_11: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant11);  _lifted_tensor_constant11 = None
        add_11: "f32[2]" = torch.ops.aten.add.Tensor(add_10, lift_fresh_copy_11);  add_10 = lift_fresh_copy_11 = None
        lift_fresh_copy_12: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant12);  _lifted_tensor_constant12 = None
        add_12: "f32[2]" = torch.ops.aten.add.Tensor(add_11, lift_fresh_copy_12);  add_11 = lift_fresh_copy_12 = None
        lift_fresh_copy_13: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant13);  _lifted_tensor_constant13 = None
        add_13: "f32[2]" = torch.ops.aten.add.Tensor(add_12, lift_fresh_copy_13);  add_12 = lift_fresh_copy_13 = None
        lift_fresh_copy_14: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant14);  _lifted_tensor_constant14 = None
        add_14: "f32[2]" = torch.ops.aten.add.Tensor(add_13, lift_fresh_copy_14);  add_13 = lift_fresh_copy_14 = None
        lift_fresh_copy_15: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant15);  _lifted_tensor_constant15 = None
        add_15: "f32[2]" = torch.ops.aten.add.Tensor(add_14, lift_fresh_copy_15);  add_14 = lift_fresh_copy_15 = None
        lift_fresh_copy_16: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant16);  _lifted_tensor_constant16 = None
        add_16: "f32[2]" = torch.ops.aten.add.Tensor(add_15, lift_fresh_copy_16);  add_15 = lift_fresh_copy_16 = None
        lift_fresh_copy_17: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant17);  _lifted_tensor_constant17 = None
        add_17: "f32[2]" = torch.ops.aten.add.Tensor(add_16, lift_fresh_copy_17);  add_16 = lift_fresh_copy_17 = None
        lift_fresh_copy_18: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant18);  _lifted_tensor_constant18 = None
        add_18: "f32[2]" = torch.ops.aten.add.Tensor(add_17, lift_fresh_copy_18);  add_17 = lift_fresh_copy_18 = None
        lift_fresh_copy_19: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant19);  _lifted_tensor_constant19 = None
        add_19: "f32[2]" = torch.ops.aten.add.Tensor(add_18, lift_fresh_copy_19);  add_18 = lift_fresh_copy_19 = None
        lift_fresh_copy_20: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant20);  _lifted_tensor_constant20 = None
        add_20: "f32[2]" = torch.ops.aten.add.Tensor(add_19, lift_fresh_copy_20);  add_19 = lift_fresh_copy_20 = None
        lift_fresh_copy_21: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant21);  _lifted_tensor_constant21 = None
        add_21: "f32[2]" = torch.ops.aten.add.Tensor(add_20, lift_fresh_copy_21);  add_20 = lift_fresh_copy_21 = None
        lift_fresh_copy_22: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant22);  _lifted_tensor_constant22 = None
        add_22: "f32[2]" = torch.ops.aten.add.Tensor(add_21, lift_fresh_copy_22);  add_21 = lift_fresh_copy_22 = None
        lift_fresh_copy_23: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant23);  _lifted_tensor_constant23 = None
        add_23: "f32[2]" = torch.ops.aten.add.Tensor(add_22, lift_fresh_copy_23);  add_22 = lift_fresh_copy_23 = None
        lift_fresh_copy_24: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant24);  _lifted_tensor_constant24 = None
        add_24: "f32[2]" = torch.ops.aten.add.Tensor(add_23, lift_fresh_copy_24);  add_23 = lift_fresh_copy_24 = None
        lift_fresh_copy_25: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant25);  _lifted_tensor_constant25 = None
        add_25: "f32[2]" = torch.ops.aten.add.Tensor(add_24, lift_fresh_copy_25);  add_24 = lift_fresh_copy_25 = None
        lift_fresh_copy_26: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant26);  _lifted_tensor_constant26 = None
        add_26: "f32[2]" = torch.ops.aten.add.Tensor(add_25, lift_fresh_copy_26);  add_25 = lift_fresh_copy_26 = None
        lift_fresh_copy_27: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant27);  _lifted_tensor_constant27 = None
        add_27: "f32[2]" = torch.ops.aten.add.Tensor(add_26, lift_fresh_copy_27);  add_26 = lift_fresh_copy_27 = None
        lift_fresh_copy_28: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant28);  _lifted_tensor_constant28 = None
        add_28: "f32[2]" = torch.ops.aten.add.Tensor(add_27, lift_fresh_copy_28);  add_27 = lift_fresh_copy_28 = None
        lift_fresh_copy_29: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant29);  _lifted_tensor_constant29 = None
        add_29: "f32[2]" = torch.ops.aten.add.Tensor(add_28, lift_fresh_copy_29);  add_28 = lift_fresh_copy_29 = None
        lift_fresh_copy_30: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant30);  _lifted_tensor_constant30 = None
        add_30: "f32[2]" = torch.ops.aten.add.Tensor(add_29, lift_fresh_copy_30);  add_29 = lift_fresh_copy_30 = None
        lift_fresh_copy_31: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant31);  _lifted_tensor_constant31 = None
        add_31: "f32[2]" = torch.ops.aten.add.Tensor(add_30, lift_fresh_copy_31);  add_30 = lift_fresh_copy_31 = None
        lift_fresh_copy_32: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant32);  _lifted_tensor_constant32 = None
        add_32: "f32[2]" = torch.ops.aten.add.Tensor(add_31, lift_fresh_copy_32);  add_31 = lift_fresh_copy_32 = None
        lift_fresh_copy_33: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant33);  _lifted_tensor_constant33 = None
        add_33: "f32[2]" = torch.ops.aten.add.Tensor(add_32, lift_fresh_copy_33);  add_32 = lift_fresh_copy_33 = None
        lift_fresh_copy_34: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant34);  _lifted_tensor_constant34 = None
        add_34: "f32[2]" = torch.ops.aten.add.Tensor(add_33, lift_fresh_copy_34);  add_33 = lift_fresh_copy_34 = None
        lift_fresh_copy_35: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant35);  _lifted_tensor_constant35 = None
        add_35: "f32[2]" = torch.ops.aten.add.Tensor(add_34, lift_fresh_copy_35);  add_34 = lift_fresh_copy_35 = None
        lift_fresh_copy_36: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant36);  _lifted_tensor_constant36 = None
        add_36: "f32[2]" = torch.ops.aten.add.Tensor(add_35, lift_fresh_copy_36);  add_35 = lift_fresh_copy_36 = None
        lift_fresh_copy_37: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant37);  _lifted_tensor_constant37 = None
        add_37: "f32[2]" = torch.ops.aten.add.Tensor(add_36, lift_fresh_copy_37);  add_36 = lift_fresh_copy_37 = None
        lift_fresh_copy_38: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant38);  _lifted_tensor_constant38 = None
        add_38: "f32[2]" = torch.ops.aten.add.Tensor(add_37, lift_fresh_copy_38);  add_37 = lift_fresh_copy_38 = None
        lift_fresh_copy_39: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant39);  _lifted_tensor_constant39 = None
        add_39: "f32[2]" = torch.ops.aten.add.Tensor(add_38, lift_fresh_copy_39);  add_38 = lift_fresh_copy_39 = None
        lift_fresh_copy_40: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant40);  _lifted_tensor_constant40 = None
        add_40: "f32[2]" = torch.ops.aten.add.Tensor(add_39, lift_fresh_copy_40);  add_39 = lift_fresh_copy_40 = None
        lift_fresh_copy_41: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant41);  _lifted_tensor_constant41 = None
        add_41: "f32[2]" = torch.ops.aten.add.Tensor(add_40, lift_fresh_copy_41);  add_40 = lift_fresh_copy_41 = None
        lift_fresh_copy_42: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant42);  _lifted_tensor_constant42 = None
        add_42: "f32[2]" = torch.ops.aten.add.Tensor(add_41, lift_fresh_copy_42);  add_41 = lift_fresh_copy_42 = None
        lift_fresh_copy_43: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant43);  _lifted_tensor_constant43 = None
        add_43: "f32[2]" = torch.ops.aten.add.Tensor(add_42, lift_fresh_copy_43);  add_42 = lift_fresh_copy_43 = None
        lift_fresh_copy_44: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant44);  _lifted_tensor_constant44 = None
        add_44: "f32[2]" = torch.ops.aten.add.Tensor(add_43, lift_fresh_copy_44);  add_43 = lift_fresh_copy_44 = None
        lift_fresh_copy_45: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant45);  _lifted_tensor_constant45 = None
        add_45: "f32[2]" = torch.ops.aten.add.Tensor(add_44, lift_fresh_copy_45);  add_44 = lift_fresh_copy_45 = None
        lift_fresh_copy_46: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant46);  _lifted_tensor_constant46 = None
        add_46: "f32[2]" = torch.ops.aten.add.Tensor(add_45, lift_fresh_copy_46);  add_45 = lift_fresh_copy_46 = None
        lift_fresh_copy_47: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant47);  _lifted_tensor_constant47 = None
        add_47: "f32[2]" = torch.ops.aten.add.Tensor(add_46, lift_fresh_copy_47);  add_46 = lift_fresh_copy_47 = None
        lift_fresh_copy_48: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant48);  _lifted_tensor_constant48 = None
        add_48: "f32[2]" = torch.ops.aten.add.Tensor(add_47, lift_fresh_copy_48);  add_47 = lift_fresh_copy_48 = None
        lift_fresh_copy_49: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant49);  _lifted_tensor_constant49 = None
        add_49: "f32[2]" = torch.ops.aten.add.Tensor(add_48, lift_fresh_copy_49);  add_48 = lift_fresh_copy_49 = None
        lift_fresh_copy_50: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant50);  _lifted_tensor_constant50 = None
        add_50: "f32[2]" = torch.ops.aten.add.Tensor(add_49, lift_fresh_copy_50);  add_49 = lift_fresh_copy_50 = None
        lift_fresh_copy_51: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant51);  _lifted_tensor_constant51 = None
        add_51: "f32[2]" = torch.ops.aten.add.Tensor(add_50, lift_fresh_copy_51);  add_50 = lift_fresh_copy_51 = None
        lift_fresh_copy_52: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant52);  _lifted_tensor_constant52 = None
        add_52: "f32[2]" = torch.ops.aten.add.Tensor(add_51, lift_fresh_copy_52);  add_51 = lift_fresh_copy_52 = None
        lift_fresh_copy_53: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant53);  _lifted_tensor_constant53 = None
        add_53: "f32[2]" = torch.ops.aten.add.Tensor(add_52, lift_fresh_copy_53);  add_52 = lift_fresh_copy_53 = None
        lift_fresh_copy_54: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant54);  _lifted_tensor_constant54 = None
        add_54: "f32[2]" = torch.ops.aten.add.Tensor(add_53, lift_fresh_copy_54);  add_53 = lift_fresh_copy_54 = None
        lift_fresh_copy_55: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant55);  _lifted_tensor_constant55 = None
        add_55: "f32[2]" = torch.ops.aten.add.Tensor(add_54, lift_fresh_copy_55);  add_54 = lift_fresh_copy_55 = None
        lift_fresh_copy_56: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant56);  _lifted_tensor_constant56 = None
        add_56: "f32[2]" = torch.ops.aten.add.Tensor(add_55, lift_fresh_copy_56);  add_55 = lift_fresh_copy_56 = None
        lift_fresh_copy_57: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant57);  _lifted_tensor_constant57 = None
        add_57: "f32[2]" = torch.ops.aten.add.Tensor(add_56, lift_fresh_copy_57);  add_56 = lift_fresh_copy_57 = None
        lift_fresh_copy_58: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant58);  _lifted_tensor_constant58 = None
        add_58: "f32[2]" = torch.ops.aten.add.Tensor(add_57, lift_fresh_copy_58);  add_57 = lift_fresh_copy_58 = None
        lift_fresh_copy_59: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant59);  _lifted_tensor_constant59 = None
        add_59: "f32[2]" = torch.ops.aten.add.Tensor(add_58, lift_fresh_copy_59);  add_58 = lift_fresh_copy_59 = None
        lift_fresh_copy_60: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant60);  _lifted_tensor_constant60 = None
        add_60: "f32[2]" = torch.ops.aten.add.Tensor(add_59, lift_fresh_copy_60);  add_59 = lift_fresh_copy_60 = None
        lift_fresh_copy_61: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant61);  _lifted_tensor_constant61 = None
        add_61: "f32[2]" = torch.ops.aten.add.Tensor(add_60, lift_fresh_copy_61);  add_60 = lift_fresh_copy_61 = None
        lift_fresh_copy_62: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant62);  _lifted_tensor_constant62 = None
        add_62: "f32[2]" = torch.ops.aten.add.Tensor(add_61, lift_fresh_copy_62);  add_61 = lift_fresh_copy_62 = None
        lift_fresh_copy_63: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant63);  _lifted_tensor_constant63 = None
        add_63: "f32[2]" = torch.ops.aten.add.Tensor(add_62, lift_fresh_copy_63);  add_62 = lift_fresh_copy_63 = None
        lift_fresh_copy_64: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant64);  _lifted_tensor_constant64 = None
        add_64: "f32[2]" = torch.ops.aten.add.Tensor(add_63, lift_fresh_copy_64);  add_63 = lift_fresh_copy_64 = None
        lift_fresh_copy_65: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant65);  _lifted_tensor_constant65 = None
        add_65: "f32[2]" = torch.ops.aten.add.Tensor(add_64, lift_fresh_copy_65);  add_64 = lift_fresh_copy_65 = None
        lift_fresh_copy_66: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant66);  _lifted_tensor_constant66 = None
        add_66: "f32[2]" = torch.ops.aten.add.Tensor(add_65, lift_fresh_copy_66);  add_65 = lift_fresh_copy_66 = None
        lift_fresh_copy_67: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant67);  _lifted_tensor_constant67 = None
        add_67: "f32[2]" = torch.ops.aten.add.Tensor(add_66, lift_fresh_copy_67);  add_66 = lift_fresh_copy_67 = None
        lift_fresh_copy_68: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant68);  _lifted_tensor_constant68 = None
        add_68: "f32[2]" = torch.ops.aten.add.Tensor(add_67, lift_fresh_copy_68);  add_67 = lift_fresh_copy_68 = None
        lift_fresh_copy_69: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant69);  _lifted_tensor_constant69 = None
        add_69: "f32[2]" = torch.ops.aten.add.Tensor(add_68, lift_fresh_copy_69);  add_68 = lift_fresh_copy_69 = None
        lift_fresh_copy_70: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant70);  _lifted_tensor_constant70 = None
        add_70: "f32[2]" = torch.ops.aten.add.Tensor(add_69, lift_fresh_copy_70);  add_69 = lift_fresh_copy_70 = None
        lift_fresh_copy_71: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant71);  _lifted_tensor_constant71 = None
        add_71: "f32[2]" = torch.ops.aten.add.Tensor(add_70, lift_fresh_copy_71);  add_70 = lift_fresh_copy_71 = None
        lift_fresh_copy_72: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant72);  _lifted_tensor_constant72 = None
        add_72: "f32[2]" = torch.ops.aten.add.Tensor(add_71, lift_fresh_copy_72);  add_71 = lift_fresh_copy_72 = None
        lift_fresh_copy_73: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant73);  _lifted_tensor_constant73 = None
        add_73: "f32[2]" = torch.ops.aten.add.Tensor(add_72, lift_fresh_copy_73);  add_72 = lift_fresh_copy_73 = None
        lift_fresh_copy_74: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant74);  _lifted_tensor_constant74 = None
        add_74: "f32[2]" = torch.ops.aten.add.Tensor(add_73, lift_fresh_copy_74);  add_73 = lift_fresh_copy_74 = None
        lift_fresh_copy_75: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant75);  _lifted_tensor_constant75 = None
        add_75: "f32[2]" = torch.ops.aten.add.Tensor(add_74, lift_fresh_copy_75);  add_74 = lift_fresh_copy_75 = None
        lift_fresh_copy_76: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant76);  _lifted_tensor_constant76 = None
        add_76: "f32[2]" = torch.ops.aten.add.Tensor(add_75, lift_fresh_copy_76);  add_75 = lift_fresh_copy_76 = None
        lift_fresh_copy_77: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant77);  _lifted_tensor_constant77 = None
        add_77: "f32[2]" = torch.ops.aten.add.Tensor(add_76, lift_fresh_copy_77);  add_76 = lift_fresh_copy_77 = None
        lift_fresh_copy_78: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant78);  _lifted_tensor_constant78 = None
        add_78: "f32[2]" = torch.ops.aten.add.Tensor(add_77, lift_fresh_copy_78);  add_77 = lift_fresh_copy_78 = None
        lift_fresh_copy_79: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant79);  _lifted_tensor_constant79 = None
        add_79: "f32[2]" = torch.ops.aten.add.Tensor(add_78, lift_fresh_copy_79);  add_78 = lift_fresh_copy_79 = None
        lift_fresh_copy_80: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant80);  _lifted_tensor_constant80 = None
        add_80: "f32[2]" = torch.ops.aten.add.Tensor(add_79, lift_fresh_copy_80);  add_79 = lift_fresh_copy_80 = None
        lift_fresh_copy_81: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant81);  _lifted_tensor_constant81 = None
        add_81: "f32[2]" = torch.ops.aten.add.Tensor(add_80, lift_fresh_copy_81);  add_80 = lift_fresh_copy_81 = None
        lift_fresh_copy_82: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant82);  _lifted_tensor_constant82 = None
        add_82: "f32[2]" = torch.ops.aten.add.Tensor(add_81, lift_fresh_copy_82);  add_81 = lift_fresh_copy_82 = None
        lift_fresh_copy_83: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant83);  _lifted_tensor_constant83 = None
        add_83: "f32[2]" = torch.ops.aten.add.Tensor(add_82, lift_fresh_copy_83);  add_82 = lift_fresh_copy_83 = None
        lift_fresh_copy_84: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant84);  _lifted_tensor_constant84 = None
        add_84: "f32[2]" = torch.ops.aten.add.Tensor(add_83, lift_fresh_copy_84);  add_83 = lift_fresh_copy_84 = None
        lift_fresh_copy_85: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant85);  _lifted_tensor_constant85 = None
        add_85: "f32[2]" = torch.ops.aten.add.Tensor(add_84, lift_fresh_copy_85);  add_84 = lift_fresh_copy_85 = None
        lift_fresh_copy_86: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant86);  _lifted_tensor_constant86 = None
        add_86: "f32[2]" = torch.ops.aten.add.Tensor(add_85, lift_fresh_copy_86);  add_85 = lift_fresh_copy_86 = None
        lift_fresh_copy_87: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant87);  _lifted_tensor_constant87 = None
        add_87: "f32[2]" = torch.ops.aten.add.Tensor(add_86, lift_fresh_copy_87);  add_86 = lift_fresh_copy_87 = None
        lift_fresh_copy_88: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant88);  _lifted_tensor_constant88 = None
        add_88: "f32[2]" = torch.ops.aten.add.Tensor(add_87, lift_fresh_copy_88);  add_87 = lift_fresh_copy_88 = None
        lift_fresh_copy_89: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant89);  _lifted_tensor_constant89 = None
        add_89: "f32[2]" = torch.ops.aten.add.Tensor(add_88, lift_fresh_copy_89);  add_88 = lift_fresh_copy_89 = None
        lift_fresh_copy_90: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant90);  _lifted_tensor_constant90 = None
        add_90: "f32[2]" = torch.ops.aten.add.Tensor(add_89, lift_fresh_copy_90);  add_89 = lift_fresh_copy_90 = None
        lift_fresh_copy_91: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant91);  _lifted_tensor_constant91 = None
        add_91: "f32[2]" = torch.ops.aten.add.Tensor(add_90, lift_fresh_copy_91);  add_90 = lift_fresh_copy_91 = None
        lift_fresh_copy_92: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant92);  _lifted_tensor_constant92 = None
        add_92: "f32[2]" = torch.ops.aten.add.Tensor(add_91, lift_fresh_copy_92);  add_91 = lift_fresh_copy_92 = None
        lift_fresh_copy_93: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant93);  _lifted_tensor_constant93 = None
        add_93: "f32[2]" = torch.ops.aten.add.Tensor(add_92, lift_fresh_copy_93);  add_92 = lift_fresh_copy_93 = None
        lift_fresh_copy_94: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant94);  _lifted_tensor_constant94 = None
        add_94: "f32[2]" = torch.ops.aten.add.Tensor(add_93, lift_fresh_copy_94);  add_93 = lift_fresh_copy_94 = None
        lift_fresh_copy_95: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant95);  _lifted_tensor_constant95 = None
        add_95: "f32[2]" = torch.ops.aten.add.Tensor(add_94, lift_fresh_copy_95);  add_94 = lift_fresh_copy_95 = None
        lift_fresh_copy_96: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant96);  _lifted_tensor_constant96 = None
        add_96: "f32[2]" = torch.ops.aten.add.Tensor(add_95, lift_fresh_copy_96);  add_95 = lift_fresh_copy_96 = None
        lift_fresh_copy_97: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant97);  _lifted_tensor_constant97 = None
        add_97: "f32[2]" = torch.ops.aten.add.Tensor(add_96, lift_fresh_copy_97);  add_96 = lift_fresh_copy_97 = None
        lift_fresh_copy_98: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant98);  _lifted_tensor_constant98 = None
        add_98: "f32[2]" = torch.ops.aten.add.Tensor(add_97, lift_fresh_copy_98);  add_97 = lift_fresh_copy_98 = None
        lift_fresh_copy_99: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant99);  _lifted_tensor_constant99 = None
        add_99: "f32[2]" = torch.ops.aten.add.Tensor(add_98, lift_fresh_copy_99);  add_98 = lift_fresh_copy_99 = None
        lift_fresh_copy_100: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant100);  _lifted_tensor_constant100 = None
        add_100: "f32[2]" = torch.ops.aten.add.Tensor(add_99, lift_fresh_copy_100);  add_99 = lift_fresh_copy_100 = None
        lift_fresh_copy_101: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant101);  _lifted_tensor_constant101 = None
        add_101: "f32[2]" = torch.ops.aten.add.Tensor(add_100, lift_fresh_copy_101);  add_100 = lift_fresh_copy_101 = None
        lift_fresh_copy_102: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant102);  _lifted_tensor_constant102 = None
        add_102: "f32[2]" = torch.ops.aten.add.Tensor(add_101, lift_fresh_copy_102);  add_101 = lift_fresh_copy_102 = None
        lift_fresh_copy_103: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant103);  _lifted_tensor_constant103 = None
        add_103: "f32[2]" = torch.ops.aten.add.Tensor(add_102, lift_fresh_copy_103);  add_102 = lift_fresh_copy_103 = None
        lift_fresh_copy_104: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant104);  _lifted_tensor_constant104 = None
        add_104: "f32[2]" = torch.ops.aten.add.Tensor(add_103, lift_fresh_copy_104);  add_103 = lift_fresh_copy_104 = None
        lift_fresh_copy_105: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant105);  _lifted_tensor_constant105 = None
        add_105: "f32[2]" = torch.ops.aten.add.Tensor(add_104, lift_fresh_copy_105);  add_104 = lift_fresh_copy_105 = None
        lift_fresh_copy_106: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant106);  _lifted_tensor_constant106 = None
        add_106: "f32[2]" = torch.ops.aten.add.Tensor(add_105, lift_fresh_copy_106);  add_105 = lift_fresh_copy_106 = None
        lift_fresh_copy_107: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant107);  _lifted_tensor_constant107 = None
        add_107: "f32[2]" = torch.ops.aten.add.Tensor(add_106, lift_fresh_copy_107);  add_106 = lift_fresh_copy_107 = None
        lift_fresh_copy_108: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant108);  _lifted_tensor_constant108 = None
        add_108: "f32[2]" = torch.ops.aten.add.Tensor(add_107, lift_fresh_copy_108);  add_107 = lift_fresh_copy_108 = None
        lift_fresh_copy_109: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant109);  _lifted_tensor_constant109 = None
        add_109: "f32[2]" = torch.ops.aten.add.Tensor(add_108, lift_fresh_copy_109);  add_108 = lift_fresh_copy_109 = None
        lift_fresh_copy_110: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant110);  _lifted_tensor_constant110 = None
        add_110: "f32[2]" = torch.ops.aten.add.Tensor(add_109, lift_fresh_copy_110);  add_109 = lift_fresh_copy_110 = None
        lift_fresh_copy_111: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant111);  _lifted_tensor_constant111 = None
        add_111: "f32[2]" = torch.ops.aten.add.Tensor(add_110, lift_fresh_copy_111);  add_110 = lift_fresh_copy_111 = None
        lift_fresh_copy_112: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant112);  _lifted_tensor_constant112 = None
        add_112: "f32[2]" = torch.ops.aten.add.Tensor(add_111, lift_fresh_copy_112);  add_111 = lift_fresh_copy_112 = None
        lift_fresh_copy_113: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant113);  _lifted_tensor_constant113 = None
        add_113: "f32[2]" = torch.ops.aten.add.Tensor(add_112, lift_fresh_copy_113);  add_112 = lift_fresh_copy_113 = None
        lift_fresh_copy_114: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant114);  _lifted_tensor_constant114 = None
        add_114: "f32[2]" = torch.ops.aten.add.Tensor(add_113, lift_fresh_copy_114);  add_113 = lift_fresh_copy_114 = None
        lift_fresh_copy_115: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant115);  _lifted_tensor_constant115 = None
        add_115: "f32[2]" = torch.ops.aten.add.Tensor(add_114, lift_fresh_copy_115);  add_114 = lift_fresh_copy_115 = None
        lift_fresh_copy_116: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant116);  _lifted_tensor_constant116 = None
        add_116: "f32[2]" = torch.ops.aten.add.Tensor(add_115, lift_fresh_copy_116);  add_115 = lift_fresh_copy_116 = None
        lift_fresh_copy_117: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant117);  _lifted_tensor_constant117 = None
        add_117: "f32[2]" = torch.ops.aten.add.Tensor(add_116, lift_fresh_copy_117);  add_116 = lift_fresh_copy_117 = None
        lift_fresh_copy_118: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant118);  _lifted_tensor_constant118 = None
        add_118: "f32[2]" = torch.ops.aten.add.Tensor(add_117, lift_fresh_copy_118);  add_117 = lift_fresh_copy_118 = None
        lift_fresh_copy_119: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant119);  _lifted_tensor_constant119 = None
        add_119: "f32[2]" = torch.ops.aten.add.Tensor(add_118, lift_fresh_copy_119);  add_118 = lift_fresh_copy_119 = None
        lift_fresh_copy_120: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant120);  _lifted_tensor_constant120 = None
        add_120: "f32[2]" = torch.ops.aten.add.Tensor(add_119, lift_fresh_copy_120);  add_119 = lift_fresh_copy_120 = None
        lift_fresh_copy_121: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant121);  _lifted_tensor_constant121 = None
        add_121: "f32[2]" = torch.ops.aten.add.Tensor(add_120, lift_fresh_copy_121);  add_120 = lift_fresh_copy_121 = None
        lift_fresh_copy_122: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant122);  _lifted_tensor_constant122 = None
        add_122: "f32[2]" = torch.ops.aten.add.Tensor(add_121, lift_fresh_copy_122);  add_121 = lift_fresh_copy_122 = None
        lift_fresh_copy_123: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant123);  _lifted_tensor_constant123 = None
        add_123: "f32[2]" = torch.ops.aten.add.Tensor(add_122, lift_fresh_copy_123);  add_122 = lift_fresh_copy_123 = None
        lift_fresh_copy_124: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant124);  _lifted_tensor_constant124 = None
        add_124: "f32[2]" = torch.ops.aten.add.Tensor(add_123, lift_fresh_copy_124);  add_123 = lift_fresh_copy_124 = None
        lift_fresh_copy_125: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant125);  _lifted_tensor_constant125 = None
        add_125: "f32[2]" = torch.ops.aten.add.Tensor(add_124, lift_fresh_copy_125);  add_124 = lift_fresh_copy_125 = None
        lift_fresh_copy_126: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant126);  _lifted_tensor_constant126 = None
        add_126: "f32[2]" = torch.ops.aten.add.Tensor(add_125, lift_fresh_copy_126);  add_125 = lift_fresh_copy_126 = None
        lift_fresh_copy_127: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant127);  _lifted_tensor_constant127 = None
        add_127: "f32[2]" = torch.ops.aten.add.Tensor(add_126, lift_fresh_copy_127);  add_126 = lift_fresh_copy_127 = None
        lift_fresh_copy_128: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant128);  _lifted_tensor_constant128 = None
        add_128: "f32[2]" = torch.ops.aten.add.Tensor(add_127, lift_fresh_copy_128);  add_127 = lift_fresh_copy_128 = None
        lift_fresh_copy_129: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant129);  _lifted_tensor_constant129 = None
        add_129: "f32[2]" = torch.ops.aten.add.Tensor(add_128, lift_fresh_copy_129);  add_128 = lift_fresh_copy_129 = None
        lift_fresh_copy_130: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant130);  _lifted_tensor_constant130 = None
        add_130: "f32[2]" = torch.ops.aten.add.Tensor(add_129, lift_fresh_copy_130);  add_129 = lift_fresh_copy_130 = None
        lift_fresh_copy_131: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant131);  _lifted_tensor_constant131 = None
        add_131: "f32[2]" = torch.ops.aten.add.Tensor(add_130, lift_fresh_copy_131);  add_130 = lift_fresh_copy_131 = None
        lift_fresh_copy_132: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant132);  _lifted_tensor_constant132 = None
        add_132: "f32[2]" = torch.ops.aten.add.Tensor(add_131, lift_fresh_copy_132);  add_131 = lift_fresh_copy_132 = None
        lift_fresh_copy_133: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant133);  _lifted_tensor_constant133 = None
        add_133: "f32[2]" = torch.ops.aten.add.Tensor(add_132, lift_fresh_copy_133);  add_132 = lift_fresh_copy_133 = None
        lift_fresh_copy_134: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant134);  _lifted_tensor_constant134 = None
        add_134: "f32[2]" = torch.ops.aten.add.Tensor(add_133, lift_fresh_copy_134);  add_133 = lift_fresh_copy_134 = None
        lift_fresh_copy_135: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant135);  _lifted_tensor_constant135 = None
        add_135: "f32[2]" = torch.ops.aten.add.Tensor(add_134, lift_fresh_copy_135);  add_134 = lift_fresh_copy_135 = None
        lift_fresh_copy_136: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant136);  _lifted_tensor_constant136 = None
        add_136: "f32[2]" = torch.ops.aten.add.Tensor(add_135, lift_fresh_copy_136);  add_135 = lift_fresh_copy_136 = None
        lift_fresh_copy_137: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant137);  _lifted_tensor_constant137 = None
        add_137: "f32[2]" = torch.ops.aten.add.Tensor(add_136, lift_fresh_copy_137);  add_136 = lift_fresh_copy_137 = None
        lift_fresh_copy_138: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant138);  _lifted_tensor_constant138 = None
        add_138: "f32[2]" = torch.ops.aten.add.Tensor(add_137, lift_fresh_copy_138);  add_137 = lift_fresh_copy_138 = None
        lift_fresh_copy_139: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant139);  _lifted_tensor_constant139 = None
        add_139: "f32[2]" = torch.ops.aten.add.Tensor(add_138, lift_fresh_copy_139);  add_138 = lift_fresh_copy_139 = None
        lift_fresh_copy_140: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant140);  _lifted_tensor_constant140 = None
        add_140: "f32[2]" = torch.ops.aten.add.Tensor(add_139, lift_fresh_copy_140);  add_139 = lift_fresh_copy_140 = None
        lift_fresh_copy_141: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant141);  _lifted_tensor_constant141 = None
        add_141: "f32[2]" = torch.ops.aten.add.Tensor(add_140, lift_fresh_copy_141);  add_140 = lift_fresh_copy_141 = None
        lift_fresh_copy_142: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant142);  _lifted_tensor_constant142 = None
        add_142: "f32[2]" = torch.ops.aten.add.Tensor(add_141, lift_fresh_copy_142);  add_141 = lift_fresh_copy_142 = None
        lift_fresh_copy_143: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant143);  _lifted_tensor_constant143 = None
        add_143: "f32[2]" = torch.ops.aten.add.Tensor(add_142, lift_fresh_copy_143);  add_142 = lift_fresh_copy_143 = None
        lift_fresh_copy_144: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant144);  _lifted_tensor_constant144 = None
        add_144: "f32[2]" = torch.ops.aten.add.Tensor(add_143, lift_fresh_copy_144);  add_143 = lift_fresh_copy_144 = None
        lift_fresh_copy_145: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant145);  _lifted_tensor_constant145 = None
        add_145: "f32[2]" = torch.ops.aten.add.Tensor(add_144, lift_fresh_copy_145);  add_144 = lift_fresh_copy_145 = None
        lift_fresh_copy_146: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant146);  _lifted_tensor_constant146 = None
        add_146: "f32[2]" = torch.ops.aten.add.Tensor(add_145, lift_fresh_copy_146);  add_145 = lift_fresh_copy_146 = None
        lift_fresh_copy_147: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant147);  _lifted_tensor_constant147 = None
        add_147: "f32[2]" = torch.ops.aten.add.Tensor(add_146, lift_fresh_copy_147);  add_146 = lift_fresh_copy_147 = None
        lift_fresh_copy_148: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant148);  _lifted_tensor_constant148 = None
        add_148: "f32[2]" = torch.ops.aten.add.Tensor(add_147, lift_fresh_copy_148);  add_147 = lift_fresh_copy_148 = None
        lift_fresh_copy_149: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant149);  _lifted_tensor_constant149 = None
        add_149: "f32[2]" = torch.ops.aten.add.Tensor(add_148, lift_fresh_copy_149);  add_148 = lift_fresh_copy_149 = None
        lift_fresh_copy_150: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant150);  _lifted_tensor_constant150 = None
        add_150: "f32[2]" = torch.ops.aten.add.Tensor(add_149, lift_fresh_copy_150);  add_149 = lift_fresh_copy_150 = None
        lift_fresh_copy_151: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant151);  _lifted_tensor_constant151 = None
        add_151: "f32[2]" = torch.ops.aten.add.Tensor(add_150, lift_fresh_copy_151);  add_150 = lift_fresh_copy_151 = None
        lift_fresh_copy_152: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant152);  _lifted_tensor_constant152 = None
        add_152: "f32[2]" = torch.ops.aten.add.Tensor(add_151, lift_fresh_copy_152);  add_151 = lift_fresh_copy_152 = None
        lift_fresh_copy_153: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant153);  _lifted_tensor_constant153 = None
        add_153: "f32[2]" = torch.ops.aten.add.Tensor(add_152, lift_fresh_copy_153);  add_152 = lift_fresh_copy_153 = None
        lift_fresh_copy_154: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant154);  _lifted_tensor_constant154 = None
        add_154: "f32[2]" = torch.ops.aten.add.Tensor(add_153, lift_fresh_copy_154);  add_153 = lift_fresh_copy_154 = None
        lift_fresh_copy_155: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant155);  _lifted_tensor_constant155 = None
        add_155: "f32[2]" = torch.ops.aten.add.Tensor(add_154, lift_fresh_copy_155);  add_154 = lift_fresh_copy_155 = None
        lift_fresh_copy_156: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant156);  _lifted_tensor_constant156 = None
        add_156: "f32[2]" = torch.ops.aten.add.Tensor(add_155, lift_fresh_copy_156);  add_155 = lift_fresh_copy_156 = None
        lift_fresh_copy_157: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant157);  _lifted_tensor_constant157 = None
        add_157: "f32[2]" = torch.ops.aten.add.Tensor(add_156, lift_fresh_copy_157);  add_156 = lift_fresh_copy_157 = None
        lift_fresh_copy_158: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant158);  _lifted_tensor_constant158 = None
        add_158: "f32[2]" = torch.ops.aten.add.Tensor(add_157, lift_fresh_copy_158);  add_157 = lift_fresh_copy_158 = None
        lift_fresh_copy_159: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant159);  _lifted_tensor_constant159 = None
        add_159: "f32[2]" = torch.ops.aten.add.Tensor(add_158, lift_fresh_copy_159);  add_158 = lift_fresh_copy_159 = None
        lift_fresh_copy_160: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant160);  _lifted_tensor_constant160 = None
        add_160: "f32[2]" = torch.ops.aten.add.Tensor(add_159, lift_fresh_copy_160);  add_159 = lift_fresh_copy_160 = None
        lift_fresh_copy_161: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant161);  _lifted_tensor_constant161 = None
        add_161: "f32[2]" = torch.ops.aten.add.Tensor(add_160, lift_fresh_copy_161);  add_160 = lift_fresh_copy_161 = None
        lift_fresh_copy_162: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant162);  _lifted_tensor_constant162 = None
        add_162: "f32[2]" = torch.ops.aten.add.Tensor(add_161, lift_fresh_copy_162);  add_161 = lift_fresh_copy_162 = None
        lift_fresh_copy_163: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant163);  _lifted_tensor_constant163 = None
        add_163: "f32[2]" = torch.ops.aten.add.Tensor(add_162, lift_fresh_copy_163);  add_162 = lift_fresh_copy_163 = None
        lift_fresh_copy_164: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant164);  _lifted_tensor_constant164 = None
        add_164: "f32[2]" = torch.ops.aten.add.Tensor(add_163, lift_fresh_copy_164);  add_163 = lift_fresh_copy_164 = None
        lift_fresh_copy_165: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant165);  _lifted_tensor_constant165 = None
        add_165: "f32[2]" = torch.ops.aten.add.Tensor(add_164, lift_fresh_copy_165);  add_164 = lift_fresh_copy_165 = None
        lift_fresh_copy_166: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant166);  _lifted_tensor_constant166 = None
        add_166: "f32[2]" = torch.ops.aten.add.Tensor(add_165, lift_fresh_copy_166);  add_165 = lift_fresh_copy_166 = None
        lift_fresh_copy_167: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant167);  _lifted_tensor_constant167 = None
        add_167: "f32[2]" = torch.ops.aten.add.Tensor(add_166, lift_fresh_copy_167);  add_166 = lift_fresh_copy_167 = None
        lift_fresh_copy_168: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant168);  _lifted_tensor_constant168 = None
        add_168: "f32[2]" = torch.ops.aten.add.Tensor(add_167, lift_fresh_copy_168);  add_167 = lift_fresh_copy_168 = None
        lift_fresh_copy_169: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant169);  _lifted_tensor_constant169 = None
        add_169: "f32[2]" = torch.ops.aten.add.Tensor(add_168, lift_fresh_copy_169);  add_168 = lift_fresh_copy_169 = None
        lift_fresh_copy_170: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant170);  _lifted_tensor_constant170 = None
        add_170: "f32[2]" = torch.ops.aten.add.Tensor(add_169, lift_fresh_copy_170);  add_169 = lift_fresh_copy_170 = None
        lift_fresh_copy_171: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant171);  _lifted_tensor_constant171 = None
        add_171: "f32[2]" = torch.ops.aten.add.Tensor(add_170, lift_fresh_copy_171);  add_170 = lift_fresh_copy_171 = None
        lift_fresh_copy_172: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant172);  _lifted_tensor_constant172 = None
        add_172: "f32[2]" = torch.ops.aten.add.Tensor(add_171, lift_fresh_copy_172);  add_171 = lift_fresh_copy_172 = None
        lift_fresh_copy_173: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant173);  _lifted_tensor_constant173 = None
        add_173: "f32[2]" = torch.ops.aten.add.Tensor(add_172, lift_fresh_copy_173);  add_172 = lift_fresh_copy_173 = None
        lift_fresh_copy_174: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant174);  _lifted_tensor_constant174 = None
        add_174: "f32[2]" = torch.ops.aten.add.Tensor(add_173, lift_fresh_copy_174);  add_173 = lift_fresh_copy_174 = None
        lift_fresh_copy_175: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant175);  _lifted_tensor_constant175 = None
        add_175: "f32[2]" = torch.ops.aten.add.Tensor(add_174, lift_fresh_copy_175);  add_174 = lift_fresh_copy_175 = None
        lift_fresh_copy_176: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant176);  _lifted_tensor_constant176 = None
        add_176: "f32[2]" = torch.ops.aten.add.Tensor(add_175, lift_fresh_copy_176);  add_175 = lift_fresh_copy_176 = None
        lift_fresh_copy_177: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant177);  _lifted_tensor_constant177 = None
        add_177: "f32[2]" = torch.ops.aten.add.Tensor(add_176, lift_fresh_copy_177);  add_176 = lift_fresh_copy_177 = None
        lift_fresh_copy_178: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant178);  _lifted_tensor_constant178 = None
        add_178: "f32[2]" = torch.ops.aten.add.Tensor(add_177, lift_fresh_copy_178);  add_177 = lift_fresh_copy_178 = None
        lift_fresh_copy_179: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant179);  _lifted_tensor_constant179 = None
        add_179: "f32[2]" = torch.ops.aten.add.Tensor(add_178, lift_fresh_copy_179);  add_178 = lift_fresh_copy_179 = None
        lift_fresh_copy_180: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant180);  _lifted_tensor_constant180 = None
        add_180: "f32[2]" = torch.ops.aten.add.Tensor(add_179, lift_fresh_copy_180);  add_179 = lift_fresh_copy_180 = None
        lift_fresh_copy_181: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant181);  _lifted_tensor_constant181 = None
        add_181: "f32[2]" = torch.ops.aten.add.Tensor(add_180, lift_fresh_copy_181);  add_180 = lift_fresh_copy_181 = None
        lift_fresh_copy_182: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant182);  _lifted_tensor_constant182 = None
        add_182: "f32[2]" = torch.ops.aten.add.Tensor(add_181, lift_fresh_copy_182);  add_181 = lift_fresh_copy_182 = None
        lift_fresh_copy_183: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant183);  _lifted_tensor_constant183 = None
        add_183: "f32[2]" = torch.ops.aten.add.Tensor(add_182, lift_fresh_copy_183);  add_182 = lift_fresh_copy_183 = None
        lift_fresh_copy_184: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant184);  _lifted_tensor_constant184 = None
        add_184: "f32[2]" = torch.ops.aten.add.Tensor(add_183, lift_fresh_copy_184);  add_183 = lift_fresh_copy_184 = None
        lift_fresh_copy_185: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant185);  _lifted_tensor_constant185 = None
        add_185: "f32[2]" = torch.ops.aten.add.Tensor(add_184, lift_fresh_copy_185);  add_184 = lift_fresh_copy_185 = None
        lift_fresh_copy_186: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant186);  _lifted_tensor_constant186 = None
        add_186: "f32[2]" = torch.ops.aten.add.Tensor(add_185, lift_fresh_copy_186);  add_185 = lift_fresh_copy_186 = None
        lift_fresh_copy_187: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant187);  _lifted_tensor_constant187 = None
        add_187: "f32[2]" = torch.ops.aten.add.Tensor(add_186, lift_fresh_copy_187);  add_186 = lift_fresh_copy_187 = None
        lift_fresh_copy_188: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant188);  _lifted_tensor_constant188 = None
        add_188: "f32[2]" = torch.ops.aten.add.Tensor(add_187, lift_fresh_copy_188);  add_187 = lift_fresh_copy_188 = None
        lift_fresh_copy_189: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant189);  _lifted_tensor_constant189 = None
        add_189: "f32[2]" = torch.ops.aten.add.Tensor(add_188, lift_fresh_copy_189);  add_188 = lift_fresh_copy_189 = None
        lift_fresh_copy_190: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant190);  _lifted_tensor_constant190 = None
        add_190: "f32[2]" = torch.ops.aten.add.Tensor(add_189, lift_fresh_copy_190);  add_189 = lift_fresh_copy_190 = None
        lift_fresh_copy_191: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant191);  _lifted_tensor_constant191 = None
        add_191: "f32[2]" = torch.ops.aten.add.Tensor(add_190, lift_fresh_copy_191);  add_190 = lift_fresh_copy_191 = None
        lift_fresh_copy_192: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant192);  _lifted_tensor_constant192 = None
        add_192: "f32[2]" = torch.ops.aten.add.Tensor(add_191, lift_fresh_copy_192);  add_191 = lift_fresh_copy_192 = None
        lift_fresh_copy_193: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant193);  _lifted_tensor_constant193 = None
        add_193: "f32[2]" = torch.ops.aten.add.Tensor(add_192, lift_fresh_copy_193);  add_192 = lift_fresh_copy_193 = None
        lift_fresh_copy_194: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant194);  _lifted_tensor_constant194 = None
        add_194: "f32[2]" = torch.ops.aten.add.Tensor(add_193, lift_fresh_copy_194);  add_193 = lift_fresh_copy_194 = None
        lift_fresh_copy_195: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant195);  _lifted_tensor_constant195 = None
        add_195: "f32[2]" = torch.ops.aten.add.Tensor(add_194, lift_fresh_copy_195);  add_194 = lift_fresh_copy_195 = None
        lift_fresh_copy_196: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant196);  _lifted_tensor_constant196 = None
        add_196: "f32[2]" = torch.ops.aten.add.Tensor(add_195, lift_fresh_copy_196);  add_195 = lift_fresh_copy_196 = None
        lift_fresh_copy_197: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant197);  _lifted_tensor_constant197 = None
        add_197: "f32[2]" = torch.ops.aten.add.Tensor(add_196, lift_fresh_copy_197);  add_196 = lift_fresh_copy_197 = None
        lift_fresh_copy_198: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant198);  _lifted_tensor_constant198 = None
        add_198: "f32[2]" = torch.ops.aten.add.Tensor(add_197, lift_fresh_copy_198);  add_197 = lift_fresh_copy_198 = None
        lift_fresh_copy_199: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant199);  _lifted_tensor_constant199 = None
        add_199: "f32[2]" = torch.ops.aten.add.Tensor(add_198, lift_fresh_copy_199);  add_198 = lift_fresh_copy_199 = None
        lift_fresh_copy_200: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant200);  _lifted_tensor_constant200 = None
        add_200: "f32[2]" = torch.ops.aten.add.Tensor(add_199, lift_fresh_copy_200);  add_199 = lift_fresh_copy_200 = None
        lift_fresh_copy_201: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant201);  _lifted_tensor_constant201 = None
        add_201: "f32[2]" = torch.ops.aten.add.Tensor(add_200, lift_fresh_copy_201);  add_200 = lift_fresh_copy_201 = None
        lift_fresh_copy_202: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant202);  _lifted_tensor_constant202 = None
        add_202: "f32[2]" = torch.ops.aten.add.Tensor(add_201, lift_fresh_copy_202);  add_201 = lift_fresh_copy_202 = None
        lift_fresh_copy_203: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant203);  _lifted_tensor_constant203 = None
        add_203: "f32[2]" = torch.ops.aten.add.Tensor(add_202, lift_fresh_copy_203);  add_202 = lift_fresh_copy_203 = None
        lift_fresh_copy_204: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant204);  _lifted_tensor_constant204 = None
        add_204: "f32[2]" = torch.ops.aten.add.Tensor(add_203, lift_fresh_copy_204);  add_203 = lift_fresh_copy_204 = None
        lift_fresh_copy_205: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant205);  _lifted_tensor_constant205 = None
        add_205: "f32[2]" = torch.ops.aten.add.Tensor(add_204, lift_fresh_copy_205);  add_204 = lift_fresh_copy_205 = None
        lift_fresh_copy_206: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant206);  _lifted_tensor_constant206 = None
        add_206: "f32[2]" = torch.ops.aten.add.Tensor(add_205, lift_fresh_copy_206);  add_205 = lift_fresh_copy_206 = None
        lift_fresh_copy_207: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant207);  _lifted_tensor_constant207 = None
        add_207: "f32[2]" = torch.ops.aten.add.Tensor(add_206, lift_fresh_copy_207);  add_206 = lift_fresh_copy_207 = None
        lift_fresh_copy_208: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant208);  _lifted_tensor_constant208 = None
        add_208: "f32[2]" = torch.ops.aten.add.Tensor(add_207, lift_fresh_copy_208);  add_207 = lift_fresh_copy_208 = None
        lift_fresh_copy_209: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant209);  _lifted_tensor_constant209 = None
        add_209: "f32[2]" = torch.ops.aten.add.Tensor(add_208, lift_fresh_copy_209);  add_208 = lift_fresh_copy_209 = None
        lift_fresh_copy_210: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant210);  _lifted_tensor_constant210 = None
        add_210: "f32[2]" = torch.ops.aten.add.Tensor(add_209, lift_fresh_copy_210);  add_209 = lift_fresh_copy_210 = None
        lift_fresh_copy_211: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant211);  _lifted_tensor_constant211 = None
        add_211: "f32[2]" = torch.ops.aten.add.Tensor(add_210, lift_fresh_copy_211);  add_210 = lift_fresh_copy_211 = None
        lift_fresh_copy_212: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant212);  _lifted_tensor_constant212 = None
        add_212: "f32[2]" = torch.ops.aten.add.Tensor(add_211, lift_fresh_copy_212);  add_211 = lift_fresh_copy_212 = None
        lift_fresh_copy_213: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant213);  _lifted_tensor_constant213 = None
        add_213: "f32[2]" = torch.ops.aten.add.Tensor(add_212, lift_fresh_copy_213);  add_212 = lift_fresh_copy_213 = None
        lift_fresh_copy_214: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant214);  _lifted_tensor_constant214 = None
        add_214: "f32[2]" = torch.ops.aten.add.Tensor(add_213, lift_fresh_copy_214);  add_213 = lift_fresh_copy_214 = None
        lift_fresh_copy_215: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant215);  _lifted_tensor_constant215 = None
        add_215: "f32[2]" = torch.ops.aten.add.Tensor(add_214, lift_fresh_copy_215);  add_214 = lift_fresh_copy_215 = None
        lift_fresh_copy_216: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant216);  _lifted_tensor_constant216 = None
        add_216: "f32[2]" = torch.ops.aten.add.Tensor(add_215, lift_fresh_copy_216);  add_215 = lift_fresh_copy_216 = None
        lift_fresh_copy_217: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant217);  _lifted_tensor_constant217 = None
        add_217: "f32[2]" = torch.ops.aten.add.Tensor(add_216, lift_fresh_copy_217);  add_216 = lift_fresh_copy_217 = None
        lift_fresh_copy_218: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant218);  _lifted_tensor_constant218 = None
        add_218: "f32[2]" = torch.ops.aten.add.Tensor(add_217, lift_fresh_copy_218);  add_217 = lift_fresh_copy_218 = None
        lift_fresh_copy_219: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant219);  _lifted_tensor_constant219 = None
        add_219: "f32[2]" = torch.ops.aten.add.Tensor(add_218, lift_fresh_copy_219);  add_218 = lift_fresh_copy_219 = None
        lift_fresh_copy_220: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant220);  _lifted_tensor_constant220 = None
        add_220: "f32[2]" = torch.ops.aten.add.Tensor(add_219, lift_fresh_copy_220);  add_219 = lift_fresh_copy_220 = None
        lift_fresh_copy_221: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant221);  _lifted_tensor_constant221 = None
        add_221: "f32[2]" = torch.ops.aten.add.Tensor(add_220, lift_fresh_copy_221);  add_220 = lift_fresh_copy_221 = None
        lift_fresh_copy_222: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant222);  _lifted_tensor_constant222 = None
        add_222: "f32[2]" = torch.ops.aten.add.Tensor(add_221, lift_fresh_copy_222);  add_221 = lift_fresh_copy_222 = None
        lift_fresh_copy_223: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant223);  _lifted_tensor_constant223 = None
        add_223: "f32[2]" = torch.ops.aten.add.Tensor(add_222, lift_fresh_copy_223);  add_222 = lift_fresh_copy_223 = None
        lift_fresh_copy_224: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant224);  _lifted_tensor_constant224 = None
        add_224: "f32[2]" = torch.ops.aten.add.Tensor(add_223, lift_fresh_copy_224);  add_223 = lift_fresh_copy_224 = None
        lift_fresh_copy_225: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant225);  _lifted_tensor_constant225 = None
        add_225: "f32[2]" = torch.ops.aten.add.Tensor(add_224, lift_fresh_copy_225);  add_224 = lift_fresh_copy_225 = None
        lift_fresh_copy_226: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant226);  _lifted_tensor_constant226 = None
        add_226: "f32[2]" = torch.ops.aten.add.Tensor(add_225, lift_fresh_copy_226);  add_225 = lift_fresh_copy_226 = None
        lift_fresh_copy_227: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant227);  _lifted_tensor_constant227 = None
        add_227: "f32[2]" = torch.ops.aten.add.Tensor(add_226, lift_fresh_copy_227);  add_226 = lift_fresh_copy_227 = None
        lift_fresh_copy_228: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant228);  _lifted_tensor_constant228 = None
        add_228: "f32[2]" = torch.ops.aten.add.Tensor(add_227, lift_fresh_copy_228);  add_227 = lift_fresh_copy_228 = None
        lift_fresh_copy_229: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant229);  _lifted_tensor_constant229 = None
        add_229: "f32[2]" = torch.ops.aten.add.Tensor(add_228, lift_fresh_copy_229);  add_228 = lift_fresh_copy_229 = None
        lift_fresh_copy_230: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant230);  _lifted_tensor_constant230 = None
        add_230: "f32[2]" = torch.ops.aten.add.Tensor(add_229, lift_fresh_copy_230);  add_229 = lift_fresh_copy_230 = None
        lift_fresh_copy_231: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant231);  _lifted_tensor_constant231 = None
        add_231: "f32[2]" = torch.ops.aten.add.Tensor(add_230, lift_fresh_copy_231);  add_230 = lift_fresh_copy_231 = None
        lift_fresh_copy_232: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant232);  _lifted_tensor_constant232 = None
        add_232: "f32[2]" = torch.ops.aten.add.Tensor(add_231, lift_fresh_copy_232);  add_231 = lift_fresh_copy_232 = None
        lift_fresh_copy_233: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant233);  _lifted_tensor_constant233 = None
        add_233: "f32[2]" = torch.ops.aten.add.Tensor(add_232, lift_fresh_copy_233);  add_232 = lift_fresh_copy_233 = None
        lift_fresh_copy_234: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant234);  _lifted_tensor_constant234 = None
        add_234: "f32[2]" = torch.ops.aten.add.Tensor(add_233, lift_fresh_copy_234);  add_233 = lift_fresh_copy_234 = None
        lift_fresh_copy_235: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant235);  _lifted_tensor_constant235 = None
        add_235: "f32[2]" = torch.ops.aten.add.Tensor(add_234, lift_fresh_copy_235);  add_234 = lift_fresh_copy_235 = None
        lift_fresh_copy_236: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant236);  _lifted_tensor_constant236 = None
        add_236: "f32[2]" = torch.ops.aten.add.Tensor(add_235, lift_fresh_copy_236);  add_235 = lift_fresh_copy_236 = None
        lift_fresh_copy_237: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant237);  _lifted_tensor_constant237 = None
        add_237: "f32[2]" = torch.ops.aten.add.Tensor(add_236, lift_fresh_copy_237);  add_236 = lift_fresh_copy_237 = None
        lift_fresh_copy_238: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant238);  _lifted_tensor_constant238 = None
        add_238: "f32[2]" = torch.ops.aten.add.Tensor(add_237, lift_fresh_copy_238);  add_237 = lift_fresh_copy_238 = None
        lift_fresh_copy_239: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant239);  _lifted_tensor_constant239 = None
        add_239: "f32[2]" = torch.ops.aten.add.Tensor(add_238, lift_fresh_copy_239);  add_238 = lift_fresh_copy_239 = None
        lift_fresh_copy_240: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant240);  _lifted_tensor_constant240 = None
        add_240: "f32[2]" = torch.ops.aten.add.Tensor(add_239, lift_fresh_copy_240);  add_239 = lift_fresh_copy_240 = None
        lift_fresh_copy_241: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant241);  _lifted_tensor_constant241 = None
        add_241: "f32[2]" = torch.ops.aten.add.Tensor(add_240, lift_fresh_copy_241);  add_240 = lift_fresh_copy_241 = None
        lift_fresh_copy_242: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant242);  _lifted_tensor_constant242 = None
        add_242: "f32[2]" = torch.ops.aten.add.Tensor(add_241, lift_fresh_copy_242);  add_241 = lift_fresh_copy_242 = None
        lift_fresh_copy_243: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant243);  _lifted_tensor_constant243 = None
        add_243: "f32[2]" = torch.ops.aten.add.Tensor(add_242, lift_fresh_copy_243);  add_242 = lift_fresh_copy_243 = None
        lift_fresh_copy_244: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant244);  _lifted_tensor_constant244 = None
        add_244: "f32[2]" = torch.ops.aten.add.Tensor(add_243, lift_fresh_copy_244);  add_243 = lift_fresh_copy_244 = None
        lift_fresh_copy_245: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant245);  _lifted_tensor_constant245 = None
        add_245: "f32[2]" = torch.ops.aten.add.Tensor(add_244, lift_fresh_copy_245);  add_244 = lift_fresh_copy_245 = None
        lift_fresh_copy_246: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant246);  _lifted_tensor_constant246 = None
        add_246: "f32[2]" = torch.ops.aten.add.Tensor(add_245, lift_fresh_copy_246);  add_245 = lift_fresh_copy_246 = None
        lift_fresh_copy_247: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant247);  _lifted_tensor_constant247 = None
        add_247: "f32[2]" = torch.ops.aten.add.Tensor(add_246, lift_fresh_copy_247);  add_246 = lift_fresh_copy_247 = None
        lift_fresh_copy_248: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant248);  _lifted_tensor_constant248 = None
        add_248: "f32[2]" = torch.ops.aten.add.Tensor(add_247, lift_fresh_copy_248);  add_247 = lift_fresh_copy_248 = None
        lift_fresh_copy_249: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant249);  _lifted_tensor_constant249 = None
        add_249: "f32[2]" = torch.ops.aten.add.Tensor(add_248, lift_fresh_copy_249);  add_248 = lift_fresh_copy_249 = None
        lift_fresh_copy_250: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant250);  _lifted_tensor_constant250 = None
        add_250: "f32[2]" = torch.ops.aten.add.Tensor(add_249, lift_fresh_copy_250);  add_249 = lift_fresh_copy_250 = None
        lift_fresh_copy_251: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant251);  _lifted_tensor_constant251 = None
        add_251: "f32[2]" = torch.ops.aten.add.Tensor(add_250, lift_fresh_copy_251);  add_250 = lift_fresh_copy_251 = None
        lift_fresh_copy_252: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant252);  _lifted_tensor_constant252 = None
        add_252: "f32[2]" = torch.ops.aten.add.Tensor(add_251, lift_fresh_copy_252);  add_251 = lift_fresh_copy_252 = None
        lift_fresh_copy_253: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant253);  _lifted_tensor_constant253 = None
        add_253: "f32[2]" = torch.ops.aten.add.Tensor(add_252, lift_fresh_copy_253);  add_252 = lift_fresh_copy_253 = None
        lift_fresh_copy_254: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant254);  _lifted_tensor_constant254 = None
        add_254: "f32[2]" = torch.ops.aten.add.Tensor(add_253, lift_fresh_copy_254);  add_253 = lift_fresh_copy_254 = None
        lift_fresh_copy_255: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant255);  _lifted_tensor_constant255 = None
        add_255: "f32[2]" = torch.ops.aten.add.Tensor(add_254, lift_fresh_copy_255);  add_254 = lift_fresh_copy_255 = None
        lift_fresh_copy_256: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant256);  _lifted_tensor_constant256 = None
        add_256: "f32[2]" = torch.ops.aten.add.Tensor(add_255, lift_fresh_copy_256);  add_255 = lift_fresh_copy_256 = None
        lift_fresh_copy_257: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant257);  _lifted_tensor_constant257 = None
        add_257: "f32[2]" = torch.ops.aten.add.Tensor(add_256, lift_fresh_copy_257);  add_256 = lift_fresh_copy_257 = None
        lift_fresh_copy_258: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant258);  _lifted_tensor_constant258 = None
        add_258: "f32[2]" = torch.ops.aten.add.Tensor(add_257, lift_fresh_copy_258);  add_257 = lift_fresh_copy_258 = None
        lift_fresh_copy_259: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant259);  _lifted_tensor_constant259 = None
        add_259: "f32[2]" = torch.ops.aten.add.Tensor(add_258, lift_fresh_copy_259);  add_258 = lift_fresh_copy_259 = None
        lift_fresh_copy_260: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant260);  _lifted_tensor_constant260 = None
        add_260: "f32[2]" = torch.ops.aten.add.Tensor(add_259, lift_fresh_copy_260);  add_259 = lift_fresh_copy_260 = None
        lift_fresh_copy_261: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant261);  _lifted_tensor_constant261 = None
        add_261: "f32[2]" = torch.ops.aten.add.Tensor(add_260, lift_fresh_copy_261);  add_260 = lift_fresh_copy_261 = None
        lift_fresh_copy_262: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant262);  _lifted_tensor_constant262 = None
        add_262: "f32[2]" = torch.ops.aten.add.Tensor(add_261, lift_fresh_copy_262);  add_261 = lift_fresh_copy_262 = None
        lift_fresh_copy_263: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant263);  _lifted_tensor_constant263 = None
        add_263: "f32[2]" = torch.ops.aten.add.Tensor(add_262, lift_fresh_copy_263);  add_262 = lift_fresh_copy_263 = None
        lift_fresh_copy_264: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant264);  _lifted_tensor_constant264 = None
        add_264: "f32[2]" = torch.ops.aten.add.Tensor(add_263, lift_fresh_copy_264);  add_263 = lift_fresh_copy_264 = None
        lift_fresh_copy_265: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant265);  _lifted_tensor_constant265 = None
        add_265: "f32[2]" = torch.ops.aten.add.Tensor(add_264, lift_fresh_copy_265);  add_264 = lift_fresh_copy_265 = None
        lift_fresh_copy_266: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant266);  _lifted_tensor_constant266 = None
        add_266: "f32[2]" = torch.ops.aten.add.Tensor(add_265, lift_fresh_copy_266);  add_265 = lift_fresh_copy_266 = None
        lift_fresh_copy_267: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant267);  _lifted_tensor_constant267 = None
        add_267: "f32[2]" = torch.ops.aten.add.Tensor(add_266, lift_fresh_copy_267);  add_266 = lift_fresh_copy_267 = None
        lift_fresh_copy_268: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant268);  _lifted_tensor_constant268 = None
        add_268: "f32[2]" = torch.ops.aten.add.Tensor(add_267, lift_fresh_copy_268);  add_267 = lift_fresh_copy_268 = None
        lift_fresh_copy_269: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant269);  _lifted_tensor_constant269 = None
        add_269: "f32[2]" = torch.ops.aten.add.Tensor(add_268, lift_fresh_copy_269);  add_268 = lift_fresh_copy_269 = None
        lift_fresh_copy_270: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant270);  _lifted_tensor_constant270 = None
        add_270: "f32[2]" = torch.ops.aten.add.Tensor(add_269, lift_fresh_copy_270);  add_269 = lift_fresh_copy_270 = None
        lift_fresh_copy_271: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant271);  _lifted_tensor_constant271 = None
        add_271: "f32[2]" = torch.ops.aten.add.Tensor(add_270, lift_fresh_copy_271);  add_270 = lift_fresh_copy_271 = None
        lift_fresh_copy_272: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant272);  _lifted_tensor_constant272 = None
        add_272: "f32[2]" = torch.ops.aten.add.Tensor(add_271, lift_fresh_copy_272);  add_271 = lift_fresh_copy_272 = None
        lift_fresh_copy_273: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant273);  _lifted_tensor_constant273 = None
        add_273: "f32[2]" = torch.ops.aten.add.Tensor(add_272, lift_fresh_copy_273);  add_272 = lift_fresh_copy_273 = None
        lift_fresh_copy_274: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant274);  _lifted_tensor_constant274 = None
        add_274: "f32[2]" = torch.ops.aten.add.Tensor(add_273, lift_fresh_copy_274);  add_273 = lift_fresh_copy_274 = None
        lift_fresh_copy_275: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant275);  _lifted_tensor_constant275 = None
        add_275: "f32[2]" = torch.ops.aten.add.Tensor(add_274, lift_fresh_copy_275);  add_274 = lift_fresh_copy_275 = None
        lift_fresh_copy_276: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant276);  _lifted_tensor_constant276 = None
        add_276: "f32[2]" = torch.ops.aten.add.Tensor(add_275, lift_fresh_copy_276);  add_275 = lift_fresh_copy_276 = None
        lift_fresh_copy_277: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant277);  _lifted_tensor_constant277 = None
        add_277: "f32[2]" = torch.ops.aten.add.Tensor(add_276, lift_fresh_copy_277);  add_276 = lift_fresh_copy_277 = None
        lift_fresh_copy_278: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant278);  _lifted_tensor_constant278 = None
        add_278: "f32[2]" = torch.ops.aten.add.Tensor(add_277, lift_fresh_copy_278);  add_277 = lift_fresh_copy_278 = None
        lift_fresh_copy_279: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant279);  _lifted_tensor_constant279 = None
        add_279: "f32[2]" = torch.ops.aten.add.Tensor(add_278, lift_fresh_copy_279);  add_278 = lift_fresh_copy_279 = None
        lift_fresh_copy_280: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant280);  _lifted_tensor_constant280 = None
        add_280: "f32[2]" = torch.ops.aten.add.Tensor(add_279, lift_fresh_copy_280);  add_279 = lift_fresh_copy_280 = None
        lift_fresh_copy_281: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant281);  _lifted_tensor_constant281 = None
        add_281: "f32[2]" = torch.ops.aten.add.Tensor(add_280, lift_fresh_copy_281);  add_280 = lift_fresh_copy_281 = None
        lift_fresh_copy_282: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant282);  _lifted_tensor_constant282 = None
        add_282: "f32[2]" = torch.ops.aten.add.Tensor(add_281, lift_fresh_copy_282);  add_281 = lift_fresh_copy_282 = None
        lift_fresh_copy_283: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant283);  _lifted_tensor_constant283 = None
        add_283: "f32[2]" = torch.ops.aten.add.Tensor(add_282, lift_fresh_copy_283);  add_282 = lift_fresh_copy_283 = None
        lift_fresh_copy_284: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant284);  _lifted_tensor_constant284 = None
        add_284: "f32[2]" = torch.ops.aten.add.Tensor(add_283, lift_fresh_copy_284);  add_283 = lift_fresh_copy_284 = None
        lift_fresh_copy_285: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant285);  _lifted_tensor_constant285 = None
        add_285: "f32[2]" = torch.ops.aten.add.Tensor(add_284, lift_fresh_copy_285);  add_284 = lift_fresh_copy_285 = None
        lift_fresh_copy_286: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant286);  _lifted_tensor_constant286 = None
        add_286: "f32[2]" = torch.ops.aten.add.Tensor(add_285, lift_fresh_copy_286);  add_285 = lift_fresh_copy_286 = None
        lift_fresh_copy_287: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant287);  _lifted_tensor_constant287 = None
        add_287: "f32[2]" = torch.ops.aten.add.Tensor(add_286, lift_fresh_copy_287);  add_286 = lift_fresh_copy_287 = None
        lift_fresh_copy_288: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant288);  _lifted_tensor_constant288 = None
        add_288: "f32[2]" = torch.ops.aten.add.Tensor(add_287, lift_fresh_copy_288);  add_287 = lift_fresh_copy_288 = None
        lift_fresh_copy_289: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant289);  _lifted_tensor_constant289 = None
        add_289: "f32[2]" = torch.ops.aten.add.Tensor(add_288, lift_fresh_copy_289);  add_288 = lift_fresh_copy_289 = None
        lift_fresh_copy_290: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant290);  _lifted_tensor_constant290 = None
        add_290: "f32[2]" = torch.ops.aten.add.Tensor(add_289, lift_fresh_copy_290);  add_289 = lift_fresh_copy_290 = None
        lift_fresh_copy_291: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant291);  _lifted_tensor_constant291 = None
        add_291: "f32[2]" = torch.ops.aten.add.Tensor(add_290, lift_fresh_copy_291);  add_290 = lift_fresh_copy_291 = None
        lift_fresh_copy_292: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant292);  _lifted_tensor_constant292 = None
        add_292: "f32[2]" = torch.ops.aten.add.Tensor(add_291, lift_fresh_copy_292);  add_291 = lift_fresh_copy_292 = None
        lift_fresh_copy_293: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant293);  _lifted_tensor_constant293 = None
        add_293: "f32[2]" = torch.ops.aten.add.Tensor(add_292, lift_fresh_copy_293);  add_292 = lift_fresh_copy_293 = None
        lift_fresh_copy_294: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant294);  _lifted_tensor_constant294 = None
        add_294: "f32[2]" = torch.ops.aten.add.Tensor(add_293, lift_fresh_copy_294);  add_293 = lift_fresh_copy_294 = None
        lift_fresh_copy_295: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant295);  _lifted_tensor_constant295 = None
        add_295: "f32[2]" = torch.ops.aten.add.Tensor(add_294, lift_fresh_copy_295);  add_294 = lift_fresh_copy_295 = None
        lift_fresh_copy_296: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant296);  _lifted_tensor_constant296 = None
        add_296: "f32[2]" = torch.ops.aten.add.Tensor(add_295, lift_fresh_copy_296);  add_295 = lift_fresh_copy_296 = None
        lift_fresh_copy_297: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant297);  _lifted_tensor_constant297 = None
        add_297: "f32[2]" = torch.ops.aten.add.Tensor(add_296, lift_fresh_copy_297);  add_296 = lift_fresh_copy_297 = None
        lift_fresh_copy_298: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant298);  _lifted_tensor_constant298 = None
        add_298: "f32[2]" = torch.ops.aten.add.Tensor(add_297, lift_fresh_copy_298);  add_297 = lift_fresh_copy_298 = None
        lift_fresh_copy_299: "i64[]" = torch.ops.aten.lift_fresh_copy.default(_lifted_tensor_constant299);  _lifted_tensor_constant299 = None
        add_299: "f32[2]" = torch.ops.aten.add.Tensor(add_298, lift_fresh_copy_299);  add_298 = lift_fresh_copy_299 = None
        return (add_299,)
