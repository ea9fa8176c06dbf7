class GraphModule(torch.nn.Module):
    def forward(self, c_lifted_tensor_0: "i64[]", c_lifted_tensor_1: "i64[]", c_lifted_tensor_2: "i64[]", c_lifted_tensor_3: "i64[]", c_lifted_tensor_4: "i64[]", c_lifted_tensor_5: "i64[]", c_lifted_tensor_6: "i64[]", c_lifted_tensor_7: "i64[]", c_lifted_tensor_8: "i64[]", c_lifted_tensor_9: "i64[]", c_lifted_tensor_10: "i64[]", c_lifted_tensor_11: "i64[]", c_lifted_tensor_12: "i64[]", c_lifted_tensor_13: "i64[]", c_lifted_tensor_14: "i64[]", c_lifted_tensor_15: "i64[]", c_lifted_tensor_16: "i64[]", c_lifted_tensor_17: "i64[]", c_lifted_tensor_18: "i64[]", c_lifted_tensor_19: "i64[]", c_lifted_tensor_20: "i64[]", c_lifted_tensor_21: "i64[]", c_lifted_tensor_22: "i64[]", c_lifted_tensor_23: "i64[]", c_lifted_tensor_24: "i64[]", c_lifted_tensor_25: "i64[]", c_lifted_tensor_26: "i64[]", c_lifted_tensor_27: "i64[]", c_lifted_tensor_28: "i64[]", c_lifted_tensor_29: "i64[]", c_lifted_tensor_30: "i64[]", c_lifted_tensor_31: "i64[]", c_lifted_tensor_32: "i64[]", c_lifted_tensor_33: "i64[]", c_lifted_tensor_34: "i64[]", c_lifted_tensor_35: "i64[]", c_lifted_tensor_36: "i64[]", c_lifted_tensor_37: "i64[]", c_lifted_tensor_38: "i64[]", c_lifted_tensor_39: "i64[]", c_lifted_tensor_40: "i64[]", c_lifted_tensor_41: "i64[]", c_lifted_tensor_42: "i64[]", c_lifted_tensor_43: "i64[]", c_lifted_tensor_44: "i64[]", c_lifted_tensor_45: "i64[]", c_lifted_tensor_46: "i64[]", c_lifted_tensor_47: "i64[]", c_lifted_tensor_48: "i64[]", c_lifted_tensor_49: "i64[]", c_lifted_tensor_50: "i64[]", c_lifted_tensor_51: "i64[]", c_lifted_tensor_52: "i64[]", c_lifted_tensor_53: "i64[]", c_lifted_tensor_54: "i64[]", c_lifted_tensor_55: "i64[]", c_lifted_tensor_56: "i64[]", c_lifted_tensor_57: "i64[]", c_lifted_tensor_58: "i64[]", c_lifted_tensor_59: "i64[]", c_lifted_tensor_60: "i64[]", c_lifted_tensor_61: "i64[]", c_lifted_tensor_62: "i64[]", c_lifted_tensor_63: "i64[]", c_lifted_tensor_64: "i64[]", c_lifted_tensor_65: "i64[]", c_lifted_tensor_66: "i64[]", c_lifted_tensor_67: "i64[]", c_lifted_tensor_68: "i64[]", c_lifted_tensor_69: "i64[]", c_lifted_tensor_70: "i64[]", c_lifted_tensor_71: "i64[]", c_lifted_tensor_72: "i64[]", c_lifted_tensor_73: "i64[]", c_lifted_tensor_74: "i64[]", c_lifted_tensor_75: "i64[]", c_lifted_tensor_76: "i64[]", c_lifted_tensor_77: "i64[]", c_lifted_tensor_78: "i64[]", c_lifted_tensor_79: "i64[]", c_lifted_tensor_80: "i64[]", c_lifted_tensor_81: "i64[]", c_lifted_tensor_82: "i64[]", c_lifted_tensor_83: "i64[]", c_lifted_tensor_84: "i64[]", c_lifted_tensor_85: "i64[]", c_lifted_tensor_86: "i64[]", c_lifted_tensor_87: "i64[]", c_lifted_tensor_88: "i64[]", c_lifted_tensor_89: "i64[]", c_lifted_tensor_90: "i64[]", c_lifted_tensor_91: "i64[]", c_lifted_tensor_92: "i64[]", c_lifted_tensor_93: "i64[]", c_lifted_tensor_94: "i64[]", c_lifted_tensor_95: "i64[]", c_lifted_tensor_96: "i64[]", c_lifted_tensor_97: "i64[]", c_lifted_tensor_98: "i64[]", c_lifted_tensor_99: "i64[]", c_lifted_tensor_100: "i64[]", c_lifted_tensor_101: "i64[]", c_lifted_tensor_102: "i64[]", c_lifted_tensor_103: "i64[]", c_lifted_tensor_104: "i64[]", c_lifted_tensor_105: "i64[]", c_lifted_tensor_106: "i64[]", c_lifted_tensor_107: "i64[]", c_lifted_tensor_108: "i64[]", c_lifted_tensor_109: "i64[]", c_lifted_tensor_110: "i64[]", c_lifted_tensor_111: "i64[]", c_lifted_tensor_112: "i64[]", c_lifted_tensor_113: "i64[]", c_lifted_tensor_114: "i64[]", c_lifted_tensor_115: "i64[]", c_lifted_tensor_116: "i64[]", c_lifted_tensor_117: "i64[]", c_lifted_tensor_118: "i64[]", c_lifted_tensor_119: "i64[]", c_lifted_tensor_120: "i64[]", c_lifted_tensor_121: "i64[]", c_lifted_tensor_122: "i64[]", c_lifted_tensor_123: "i64[]", c_lifted_tensor_124: "i64[]", c_lifted_tensor_125: "i64[]", c_lifted_tensor_126: "i64[]", c_lifted_tensor_127: "i64[]", c_lifted_tensor_128: "i64[]", c_lifted_tensor_129: "i64[]", c_lifted_tensor_130: "i64[]", c_lifted_tensor_131: "i64[]", c_lifted_tensor_132: "i64[]", c_lifted_tensor_133: "i64[]", c_lifted_tensor_134: "i64[]", c_lifted_tensor_135: "i64[]", c_lifted_tensor_136: "i64[]", c_lifted_tensor_137: "i64[]", c_lifted_tensor_138: "i64[]", c_lifted_tensor_139: "i64[]", c_lifted_tensor_140: "i64[]", c_lifted_tensor_141: "i64[]", c_lifted_tensor_142: "i64[]", c_lifted_tensor_143: "i64[]", c_lifted_tensor_144: "i64[]", c_lifted_tensor_145: "i64[]", c_lifted_tensor_146: "i64[]", c_lifted_tensor_147: "i64[]", c_lifted_tensor_148: "i64[]", c_lifted_tensor_149: "i64[]", c_lifted_tensor_150: "i64[]", c_lifted_tensor_151: "i64[]", c_lifted_tensor_152: "i64[]", c_lifted_tensor_153: "i64[]", c_lifted_tensor_154: "i64[]", c_lifted_tensor_155: "i64[]", c_lifted_tensor_156: "i64[]", c_lifted_tensor_157: "i64[]", c_lifted_tensor_158: "i64[]", c_lifted_tensor_159: "i64[]", c_lifted_tensor_160: "i64[]", c_lifted_tensor_161: "i64[]", c_lifted_tensor_162: "i64[]", c_lifted_tensor_163: "i64[]", c_lifted_tensor_164: "i64[]", c_lifted_tensor_165: "i64[]", c_lifted_tensor_166: "i64[]", c_lifted_tensor_167: "i64[]", c_lifted_tensor_168: "i64[]", c_lifted_tensor_169: "i64[]", c_lifted_tensor_170: "i64[]", c_lifted_tensor_171: "i64[]", c_lifted_tensor_172: "i64[]", c_lifted_tensor_173: "i64[]", c_lifted_tensor_174: "i64[]", c_lifted_tensor_175: "i64[]", c_lifted_tensor_176: "i64[]", c_lifted_tensor_177: "i64[]", c_lifted_tensor_178: "i64[]", c_lifted_tensor_179: "i64[]", c_lifted_tensor_180: "i64[]", c_lifted_tensor_181: "i64[]", c_lifted_tensor_182: "i64[]", c_lifted_tensor_183: "i64[]", c_lifted_tensor_184: "i64[]", c_lifted_tensor_185: "i64[]", c_lifted_tensor_186: "i64[]", c_lifted_tensor_187: "i64[]", c_lifted_tensor_188: "i64[]", c_lifted_tensor_189: "i64[]", c_lifted_tensor_190: "i64[]", c_lifted_tensor_191: "i64[]", c_lifted_tensor_192: "i64[]", c_lifted_tensor_193: "i64[]", c_lifted_tensor_194: "i64[]", c_lifted_tensor_195: "i64[]", c_lifted_tensor_196: "i64[]", c_lifted_tensor_197: "i64[]", c_lifted_tensor_198: "i64[]", c_lifted_tensor_199: "i64[]", c_lifted_tensor_200: "i64[]", c_lifted_tensor_201: "i64[]", c_lifted_tensor_202: "i64[]", c_lifted_tensor_203: "i64[]", c_lifted_tensor_204: "i64[]", c_lifted_tensor_205: "i64[]", c_lifted_tensor_206: "i64[]", c_lifted_tensor_207: "i64[]", c_lifted_tensor_208: "i64[]", c_lifted_tensor_209: "i64[]", c_lifted_tensor_210: "i64[]", c_lifted_tensor_211: "i64[]", c_lifted_tensor_212: "i64[]", c_lifted_tensor_213: "i64[]", c_lifted_tensor_214: "i64[]", c_lifted_tensor_215: "i64[]", c_lifted_tensor_216: "i64[]", c_lifted_tensor_217: "i64[]", c_lifted_tensor_218: "i64[]", c_lifted_tensor_219: "i64[]", c_lifted_tensor_220: "i64[]", c_lifted_tensor_221: "i64[]", c_lifted_tensor_222: "i64[]", c_lifted_tensor_223: "i64[]", c_lifted_tensor_224: "i64[]", c_lifted_tensor_225: "i64[]", c_lifted_tensor_226: "i64[]", c_lifted_tensor_227: "i64[]", c_lifted_tensor_228: "i64[]", c_lifted_tensor_229: "i64[]", c_lifted_tensor_230: "i64[]", c_lifted_tensor_231: "i64[]", c_lifted_tensor_232: "i64[]", c_lifted_tensor_233: "i64[]", c_lifted_tensor_234: "i64[]", c_lifted_tensor_235: "i64[]", c_lifted_tensor_236: "i64[]", c_lifted_tensor_237: "i64[]", c_lifted_tensor_238: "i64[]", c_lifted_tensor_239: "i64[]", c_lifted_tensor_240: "i64[]", c_lifted_tensor_241: "i64[]", c_lifted_tensor_242: "i64[]", c_lifted_tensor_243: "i64[]", c_lifted_tensor_244: "i64[]", c_lifted_tensor_245: "i64[]", c_lifted_tensor_246: "i64[]", c_lifted_tensor_247: "i64[]", c_lifted_tensor_248: "i64[]", c_lifted_tensor_249: "i64[]", c_lifted_tensor_250: "i64[]", c_lifted_tensor_251: "i64[]", c_lifted_tensor_252: "i64[]", c_lifted_tensor_253: "i64[]", c_lifted_tensor_254: "i64[]", c_lifted_tensor_255: "i64[]", c_lifted_tensor_256: "i64[]", c_lifted_tensor_257: "i64[]", c_lifted_tensor_258: "i64[]", c_lifted_tensor_259: "i64[]", c_lifted_tensor_260: "i64[]", c_lifted_tensor_261: "i64[]", c_lifted_tensor_262: "i64[]", c_lifted_tensor_263: "i64[]", c_lifted_tensor_264: "i64[]", c_lifted_tensor_265: "i64[]", c_lifted_tensor_266: "i64[]", c_lifted_tensor_267: "i64[]", c_lifted_tensor_268: "i64[]", c_lifted_tensor_269: "i64[]", c_lifted_tensor_270: "i64[]", c_lifted_tensor_271: "i64[]", c_lifted_tensor_272: "i64[]", c_lifted_tensor_273: "i64[]", c_lifted_tensor_274: "i64[]", c_lifted_tensor_275: "i64[]", c_lifted_tensor_276: "i64[]", c_lifted_tensor_277: "i64[]", c_lifted_tensor_278: "i64[]", c_lifted_tensor_279: "i64[]", c_lifted_tensor_280: "i64[]", c_lifted_tensor_281: "i64[]", c_lifted_tensor_282: "i64[]", c_lifted_tensor_283: "i64[]", c_lifted_tensor_284: "i64[]", c_lifted_tensor_285: "i64[]", c_lifted_tensor_286: "i64[]", c_lifted_tensor_287: "i64[]", c_lifted_tensor_288: "i64[]", c_lifted_tensor_289: "i64[]", c_lifted_tensor_290: "i64[]", c_lifted_tensor_291: "i64[]", c_lifted_tensor_292: "i64[]", c_lifted_tensor_293: "i64[]", c_lifted_tensor_294: "i64[]", c_lifted_tensor_295: "i64[]", c_lifted_tensor_296: "i64[]", c_lifted_tensor_297: "i64[]", c_lifted_tensor_298: "i64[]", c_lifted_tensor_299: "i64[]", x: "f32[2]"):
        lift_fresh_copy: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_0);  c_lifted_tensor_0 = None
        detach: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy);  lift_fresh_copy = None
        add: "f32[2]" = torch.ops.aten.add.Tensor(x, detach);  x = detach = None
        lift_fresh_copy_1: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_1);  c_lifted_tensor_1 = None
        detach_1: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_1);  lift_fresh_copy_1 = None
        add_1: "f32[2]" = torch.ops.aten.add.Tensor(add, detach_1);  add = detach_1 = None
        lift_fresh_copy_2: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_2);  c_lifted_tensor_2 = None
        detach_2: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_2);  lift_fresh_copy_2 = None
        add_2: "f32[2]" = torch.ops.aten.add.Tensor(add_1, detach_2);  add_1 = detach_2 = None
        lift_fresh_copy_3: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_3);  c_lifted_tensor_3 = None
        detach_3: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_3);  lift_fresh_copy_3 = None
        add_3: "f32[2]" = torch.ops.aten.add.Tensor(add_2, detach_3);  add_2 = detach_3 = None
        lift_fresh_copy_4: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_4);  c_lifted_tensor_4 = None
        detach_4: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_4);  lift_fresh_copy_4 = None
        add_4: "f32[2]" = torch.ops.aten.add.Tensor(add_3, detach_4);  add_3 = detach_4 = None
        lift_fresh_copy_5: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_5);  c_lifted_tensor_5 = None
        detach_5: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_5);  lift_fresh_copy_5 = None
        add_5: "f32[2]" = torch.ops.aten.add.Tensor(add_4, detach_5);  add_4 = detach_5 = None
        lift_fresh_copy_6: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_6);  c_lifted_tensor_6 = None
        detach_6: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_6);  lift_fresh_copy_6 = None
        add_6: "f32[2]" = torch.ops.aten.add.Tensor(add_5, detach_6);  add_5 = detach_6 = None
        lift_fresh_copy_7: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_7);  c_lifted_tensor_7 = None
        detach_7: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_7);  lift_fresh_copy_7 = None
        add_7: "f32[2]" = torch.ops.aten.add.Tensor(add_6, detach_7);  add_6 = detach_7 = None
        lift_fresh_copy_8: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_8);  c_lifted_tensor_8 = None
        detach_8: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_8);  lift_fresh_copy_8 = None
        add_8: "f32[2]" = torch.ops.aten.add.Tensor(add_7, detach_8);  add_7 = detach_8 = None
        lift_fresh_copy_9: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_9);  c_lifted_tensor_9 = None
        detach_9: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_9);  lift_fresh_copy_9 = None
        add_9: "f32[2]" = torch.ops.aten.add.Tensor(add_8, detach_9);  add_8 = detach_9 = None
        lift_fresh_copy_10: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_10);  c_lifted_tensor_10 = None
        detach_10: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_10);  lift_fresh_copy_10 = None
        add_10: "f32[2]" = torch.ops.aten.add.Tensor(add_9, detach_10);  add_9 = detach_10 = None
        lift_fresh_copy_11: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_11);  c_lifted_tensor_11 = None
        detach_11: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_11);  lift_fresh_copy_11 = None
        add_11: "f32[2]" = torch.ops.aten.add.Tensor(add_10, detach_11);  add_10 = detach_11 = None
        lift_fresh_copy_12: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_12);  c_lifted_tensor_12 = None
        detach_12: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_12);  lift_fresh_copy_12 = None
        add_12: "f32[2]" = torch.ops.aten.add.Tensor(add_11, detach_12);  add_11 = detach_12 = None
        lift_fresh_copy_13: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_13);  c_lifted_tensor_13 = None
        detach_13: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_13);  lift_fresh_copy_13 = None
        add_13: "f32[2]" = torch.ops.aten.add.Tensor(add_12, detach_13);  add_12 = detach_13 = None
        lift_fresh_copy_14: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_14);  c_lifted_tensor_14 = None
        detach_14: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_14);  lift_fresh_copy_14 = None
        add_14: "f32[2]" = torch.ops.aten.add.Tensor(add_13, detach_14);  add_13 = detach_14 = None
        lift_fresh_copy_15: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_15);  c_lifted_tensor_15 = None
        detach_15: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_15);  lift_fresh_copy_15 = None
        add_15: "f32[2]" = torch.ops.aten.add.Tensor(add_14, detach_15);  add_14 = detach_15 = None
        lift_fresh_copy_16: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_16);  c_lifted_tensor_16 = None
        detach_16: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_16);  lift_fresh_copy_16 = None
        add_16: "f32[2]" = torch.ops.aten.add.Tensor(add_15, detach_16);  add_15 = detach_16 = None
        lift_fresh_copy_17: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_17);  c_lifted_tensor_17 = None
        detach_17: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_17);  lift_fresh_copy_17 = None
        add_17: "f32[2]" = torch.ops.aten.add.Tensor(add_16, detach_17);  add_16 = detach_17 = None
        lift_fresh_copy_18: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_18);  c_lifted_tensor_18 = None
        detach_18: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_18);  lift_fresh_copy_18 = None
        add_18: "f32[2]" = torch.ops.aten.add.Tensor(add_17, detach_18);  add_17 = detach_18 = None
        lift_fresh_copy_19: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_19);  c_lifted_tensor_19 = None
        detach_19: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_19);  lift_fresh_copy_19 = None
        add_19: "f32[2]" = torch.ops.aten.add.Tensor(add_18, detach_19);  add_18 = detach_19 = None
        lift_fresh_copy_20: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_20);  c_lifted_tensor_20 = None
        detach_20: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_20);  lift_fresh_copy_20 = None
        add_20: "f32[2]" = torch.ops.aten.add.Tensor(add_19, detach_20);  add_19 = detach_20 = None
        lift_fresh_copy_21: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_21);  c_lifted_tensor_21 = None
        detach_21: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_21);  lift_fresh_copy_21 = None
        add_21: "f32[2]" = torch.ops.aten.add.Tensor(add_20, detach_21);  add_20 = detach_21 = None
        lift_fresh_copy_22: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_22);  c_lifted_tensor_22 = None
        detach_22: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_22);  lift_fresh_copy_22 = None
        add_22: "f32[2]" = torch.ops.aten.add.Tensor(add_21, detach_22);  add_21 = detach_22 = None
        lift_fresh_copy_23: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_23);  c_lifted_tensor_23 = None
        detach_23: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_23);  lift_fresh_copy_23 = None
        add_23: "f32[2]" = torch.ops.aten.add.Tensor(add_22, detach_23);  add_22 = detach_23 = None
        lift_fresh_copy_24: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_24);  c_lifted_tensor_24 = None
        detach_24: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_24);  lift_fresh_copy_24 = None
        add_24: "f32[2]" = torch.ops.aten.add.Tensor(add_23, detach_24);  add_23 = detach_24 = None
        lift_fresh_copy_25: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_25);  c_lifted_tensor_25 = None
        detach_25: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_25);  lift_fresh_copy_25 = None
        add_25: "f32[2]" = torch.ops.aten.add.Tensor(add_24, detach_25);  add_24 = detach_25 = None
        lift_fresh_copy_26: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_26);  c_lifted_tensor_26 = None
        detach_26: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_26);  lift_fresh_copy_26 = None
        add_26: "f32[2]" = torch.ops.aten.add.Tensor(add_25, detach_26);  add_25 = detach_26 = None
        lift_fresh_copy_27: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_27);  c_lifted_tensor_27 = None
        detach_27: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_27);  lift_fresh_copy_27 = None
        add_27: "f32[2]" = torch.ops.aten.add.Tensor(add_26, detach_27);  add_26 = detach_27 = None
        lift_fresh_copy_28: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_28);  c_lifted_tensor_28 = None
        detach_28: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_28);  lift_fresh_copy_28 = None
        add_28: "f32[2]" = torch.ops.aten.add.Tensor(add_27, detach_28);  add_27 = detach_28 = None
        lift_fresh_copy_29: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_29);  c_lifted_tensor_29 = None
        detach_29: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_29);  lift_fresh_copy_29 = None
        add_29: "f32[2]" = torch.ops.aten.add.Tensor(add_28, detach_29);  add_28 = detach_29 = None
        lift_fresh_copy_30: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_30);  c_lifted_tensor_30 = None
        detach_30: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_30);  lift_fresh_copy_30 = None
        add_30: "f32[2]" = torch.ops.aten.add.Tensor(add_29, detach_30);  add_29 = detach_30 = None
        lift_fresh_copy_31: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_31);  c_lifted_tensor_31 = None
        detach_31: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_31);  lift_fresh_copy_31 = None
        add_31: "f32[2]" = torch.ops.aten.add.Tensor(add_30, detach_31);  add_30 = detach_31 = None
        lift_fresh_copy_32: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_32);  c_lifted_tensor_32 = None
        detach_32: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_32);  lift_fresh_copy_32 = None
        add_32: "f32[2]" = torch.ops.aten.add.Tensor(add_31, detach_32);  add_31 = detach_32 = None
        lift_fresh_copy_33: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_33);  c_lifted_tensor_33 = None
        detach_33: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_33);  lift_fresh_copy_33 = None
        add_33: "f32[2]" = torch.ops.aten.add.Tensor(add_32, detach_33);  add_32 = detach_33 = None
        lift_fresh_copy_34: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_34);  c_lifted_tensor_34 = None
        detach_34: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_34);  lift_fresh_copy_34 = None
        add_34: "f32[2]" = torch.ops.aten.add.Tensor(add_33, detach_34);  add_33 = detach_34 = None
        lift_fresh_copy_35: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_35);  c_lifted_tensor_35 = None
        detach_35: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_35);  lift_fresh_copy_35 = None
        add_35: "f32[2]" = torch.ops.aten.add.Tensor(add_34, detach_35);  add_34 = detach_35 = None
        lift_fresh_copy_36: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_36);  c_lifted_tensor_36 = None
        detach_36: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_36);  lift_fresh_copy_36 = None
        add_36: "f32[2]" = torch.ops.aten.add.Tensor(add_35, detach_36);  add_35 = detach_36 = None
        lift_fresh_copy_37: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_37);  c_lifted_tensor_37 = None
        detach_37: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_37);  lift_fresh_copy_37 = None
        add_37: "f32[2]" = torch.ops.aten.add.Tensor(add_36, detach_37);  add_36 = detach_37 = None
        lift_fresh_copy_38: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_38);  c_lifted_tensor_38 = None
        detach_38: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_38);  lift_fresh_copy_38 = None
        add_38: "f32[2]" = torch.ops.aten.add.Tensor(add_37, detach_38);  add_37 = detach_38 = None
        lift_fresh_copy_39: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_39);  c_lifted_tensor_39 = None
        detach_39: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_39);  lift_fresh_copy_39 = None
        add_39: "f32[2]" = torch.ops.aten.add.Tensor(add_38, detach_39);  add_38 = detach_39 = None
        lift_fresh_copy_40: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_40);  c_lifted_tensor_40 = None
        detach_40: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_40);  lift_fresh_copy_40 = None
        add_40: "f32[2]" = torch.ops.aten.add.Tensor(add_39, detach_40);  add_39 = detach_40 = None
        lift_fresh_copy_41: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_41);  c_lifted_tensor_41 = None
        detach_41: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_41);  lift_fresh_copy_41 = None
        add_41: "f32[2]" = torch.ops.aten.add.Tensor(add_40, detach_41);  add_40 = detach_41 = None
        lift_fresh_copy_42: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_42);  c_lifted_tensor_42 = None
        detach_42: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_42);  lift_fresh_copy_42 = None
        add_42: "f32[2]" = torch.ops.aten.add.Tensor(add_41, detach_42);  add_41 = detach_42 = None
        lift_fresh_copy_43: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_43);  c_lifted_tensor_43 = None
        detach_43: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_43);  lift_fresh_copy_43 = None
        add_43: "f32[2]" = torch.ops.aten.add.Tensor(add_42, detach_43);  add_42 = detach_43 = None
        lift_fresh_copy_44: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_44);  c_lifted_tensor_44 = None
        detach_44: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_44);  lift_fresh_copy_44 = None
        add_44: "f32[2]" = torch.ops.aten.add.Tensor(add_43, detach_44);  add_43 = detach_44 = None
        lift_fresh_copy_45: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_45);  c_lifted_tensor_45 = None
        detach_45: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_45);  lift_fresh_copy_45 = None
        add_45: "f32[2]" = torch.ops.aten.add.Tensor(add_44, detach_45);  add_44 = detach_45 = None
        lift_fresh_copy_46: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_46);  c_lifted_tensor_46 = None
        detach_46: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_46);  lift_fresh_copy_46 = None
        add_46: "f32[2]" = torch.ops.aten.add.Tensor(add_45, detach_46);  add_45 = detach_46 = None
        lift_fresh_copy_47: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_47);  c_lifted_tensor_47 = None
        detach_47: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_47);  lift_fresh_copy_47 = None
        add_47: "f32[2]" = torch.ops.aten.add.Tensor(add_46, detach_47);  add_46 = detach_47 = None
        lift_fresh_copy_48: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_48);  c_lifted_tensor_48 = None
        detach_48: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_48);  lift_fresh_copy_48 = None
        add_48: "f32[2]" = torch.ops.aten.add.Tensor(add_47, detach_48);  add_47 = detach_48 = None
        lift_fresh_copy_49: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_49);  c_lifted_tensor_49 = None
        detach_49: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_49);  lift_fresh_copy_49 = None
        add_49: "f32[2]" = torch.ops.aten.add.Tensor(add_48, detach_49);  add_48 = detach_49 = None
        lift_fresh_copy_50: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_50);  c_lifted_tensor_50 = None
        detach_50: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_50);  lift_fresh_copy_50 = None
        add_50: "f32[2]" = torch.ops.aten.add.Tensor(add_49, detach_50);  add_49 = detach_50 = None
        lift_fresh_copy_51: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_51);  c_lifted_tensor_51 = None
        detach_51: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_51);  lift_fresh_copy_51 = None
        add_51: "f32[2]" = torch.ops.aten.add.Tensor(add_50, detach_51);  add_50 = detach_51 = None
        lift_fresh_copy_52: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_52);  c_lifted_tensor_52 = None
        detach_52: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_52);  lift_fresh_copy_52 = None
        add_52: "f32[2]" = torch.ops.aten.add.Tensor(add_51, detach_52);  add_51 = detach_52 = None
        lift_fresh_copy_53: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_53);  c_lifted_tensor_53 = None
        detach_53: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_53);  lift_fresh_copy_53 = None
        add_53: "f32[2]" = torch.ops.aten.add.Tensor(add_52, detach_53);  add_52 = detach_53 = None
        lift_fresh_copy_54: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_54);  c_lifted_tensor_54 = None
        detach_54: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_54);  lift_fresh_copy_54 = None
        add_54: "f32[2]" = torch.ops.aten.add.Tensor(add_53, detach_54);  add_53 = detach_54 = None
        lift_fresh_copy_55: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_55);  c_lifted_tensor_55 = None
        detach_55: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_55);  lift_fresh_copy_55 = None
        add_55: "f32[2]" = torch.ops.aten.add.Tensor(add_54, detach_55);  add_54 = detach_55 = None
        lift_fresh_copy_56: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_56);  c_lifted_tensor_56 = None
        detach_56: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_56);  lift_fresh_copy_56 = None
        add_56: "f32[2]" = torch.ops.aten.add.Tensor(add_55, detach_56);  add_55 = detach_56 = None
        lift_fresh_copy_57: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_57);  c_lifted_tensor_57 = None
        detach_57: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_57);  lift_fresh_copy_57 = None
        add_57: "f32[2]" = torch.ops.aten.add.Tensor(add_56, detach_57);  add_56 = detach_57 = None
        lift_fresh_copy_58: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_58);  c_lifted_tensor_58 = None
        detach_58: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_58);  lift_fresh_copy_58 = None
        add_58: "f32[2]" = torch.ops.aten.add.Tensor(add_57, detach_58);  add_57 = detach_58 = None
        lift_fresh_copy_59: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_59);  c_lifted_tensor_59 = None
        detach_59: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_59);  lift_fresh_copy_59 = None
        add_59: "f32[2]" = torch.ops.aten.add.Tensor(add_58, detach_59);  add_58 = detach_59 = None
        lift_fresh_copy_60: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_60);  c_lifted_tensor_60 = None
        detach_60: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_60);  lift_fresh_copy_60 = None
        add_60: "f32[2]" = torch.ops.aten.add.Tensor(add_59, detach_60);  add_59 = detach_60 = None
        lift_fresh_copy_61: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_61);  c_lifted_tensor_61 = None
        detach_61: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_61);  lift_fresh_copy_61 = None
        add_61: "f32[2]" = torch.ops.aten.add.Tensor(add_60, detach_61);  add_60 = detach_61 = None
        lift_fresh_copy_62: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_62);  c_lifted_tensor_62 = None
        detach_62: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_62);  lift_fresh_copy_62 = None
        add_62: "f32[2]" = torch.ops.aten.add.Tensor(add_61, detach_62);  add_61 = detach_62 = None
        lift_fresh_copy_63: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_63);  c_lifted_tensor_63 = None
        detach_63: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_63);  lift_fresh_copy_63 = None
        add_63: "f32[2]" = torch.ops.aten.add.Tensor(add_62, detach_63);  add_62 = detach_63 = None
        lift_fresh_copy_64: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_64);  c_lifted_tensor_64 = None
        detach_64: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_64);  lift_fresh_copy_64 = None
        add_64: "f32[2]" = torch.ops.aten.add.Tensor(add_63, detach_64);  add_63 = detach_64 = None
        lift_fresh_copy_65: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_65);  c_lifted_tensor_65 = None
        detach_65: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_65);  lift_fresh_copy_65 = None
        add_65: "f32[2]" = torch.ops.aten.add.Tensor(add_64, detach_65);  add_64 = detach_65 = None
        lift_fresh_copy_66: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_66);  c_lifted_tensor_66 = None
        detach_66: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_66);  lift_fresh_copy_66 = None
        add_66: "f32[2]" = torch.ops.aten.add.Tensor(add_65, detach_66);  add_65 = detach_66 = None
        lift_fresh_copy_67: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_67);  c_lifted_tensor_67 = None
        detach_67: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_67);  lift_fresh_copy_67 = None
        add_67: "f32[2]" = torch.ops.aten.add.Tensor(add_66, detach_67);  add_66 = detach_67 = None
        lift_fresh_copy_68: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_68);  c_lifted_tensor_68 = None
        detach_68: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_68);  lift_fresh_copy_68 = None
        add_68: "f32[2]" = torch.ops.aten.add.Tensor(add_67, detach_68);  add_67 = detach_68 = None
        lift_fresh_copy_69: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_69);  c_lifted_tensor_69 = None
        detach_69: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_69);  lift_fresh_copy_69 = None
        add_69: "f32[2]" = torch.ops.aten.add.Tensor(add_68, detach_69);  add_68 = detach_69 = None
        lift_fresh_copy_70: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_70);  c_lifted_tensor_70 = None
        detach_70: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_70);  lift_fresh_copy_70 = None
        add_70: "f32[2]" = torch.ops.aten.add.Tensor(add_69, detach_70);  add_69 = detach_70 = None
        lift_fresh_copy_71: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_71);  c_lifted_tensor_71 = None
        detach_71: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_71);  lift_fresh_copy_71 = None
        add_71: "f32[2]" = torch.ops.aten.add.Tensor(add_70, detach_71);  add_70 = detach_71 = None
        lift_fresh_copy_72: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_72);  c_lifted_tensor_72 = None
        detach_72: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_72);  lift_fresh_copy_72 = None
        add_72: "f32[2]" = torch.ops.aten.add.Tensor(add_71, detach_72);  add_71 = detach_72 = None
        lift_fresh_copy_73: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_73);  c_lifted_tensor_73 = None
        detach_73: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_73);  lift_fresh_copy_73 = None
        add_73: "f32[2]" = torch.ops.aten.add.Tensor(add_72, detach_73);  add_72 = detach_73 = None
        lift_fresh_copy_74: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_74);  c_lifted_tensor_74 = None
        detach_74: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_74);  lift_fresh_copy_74 = None
        add_74: "f32[2]" = torch.ops.aten.add.Tensor(add_73, detach_74);  add_73 = detach_74 = None
        lift_fresh_copy_75: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_75);  c_lifted_tensor_75 = None
        detach_75: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_75);  lift_fresh_copy_75 = None
        add_75: "f32[2]" = torch.ops.aten.add.Tensor(add_74, detach_75);  add_74 = detach_75 = None
        lift_fresh_copy_76: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_76);  c_lifted_tensor_76 = None
        detach_76: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_76);  lift_fresh_copy_76 = None
        add_76: "f32[2]" = torch.ops.aten.add.Tensor(add_75, detach_76);  add_75 = detach_76 = None
        lift_fresh_copy_77: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_77);  c_lifted_tensor_77 = None
        detach_77: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_77);  lift_fresh_copy_77 = None
        add_77: "f32[2]" = torch.ops.aten.add.Tensor(add_76, detach_77);  add_76 = detach_77 = None
        lift_fresh_copy_78: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_78);  c_lifted_tensor_78 = None
        detach_78: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_78);  lift_fresh_copy_78 = None
        add_78: "f32[2]" = torch.ops.aten.add.Tensor(add_77, detach_78);  add_77 = detach_78 = None
        lift_fresh_copy_79: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_79);  c_lifted_tensor_79 = None
        detach_79: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_79);  lift_fresh_copy_79 = None
        add_79: "f32[2]" = torch.ops.aten.add.Tensor(add_78, detach_79);  add_78 = detach_79 = None
        lift_fresh_copy_80: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_80);  c_lifted_tensor_80 = None
        detach_80: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_80);  lift_fresh_copy_80 = None
        add_80: "f32[2]" = torch.ops.aten.add.Tensor(add_79, detach_80);  add_79 = detach_80 = None
        lift_fresh_copy_81: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_81);  c_lifted_tensor_81 = None
        detach_81: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_81);  lift_fresh_copy_81 = None
        add_81: "f32[2]" = torch.ops.aten.add.Tensor(add_80, detach_81);  add_80 = detach_81 = None
        lift_fresh_copy_82: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_82);  c_lifted_tensor_82 = None
        detach_82: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_82);  lift_fresh_copy_82 = None
        add_82: "f32[2]" = torch.ops.aten.add.Tensor(add_81, detach_82);  add_81 = detach_82 = None
        lift_fresh_copy_83: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_83);  c_lifted_tensor_83 = None
        detach_83: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_83);  lift_fresh_copy_83 = None
        add_83: "f32[2]" = torch.ops.aten.add.Tensor(add_82, detach_83);  add_82 = detach_83 = None
        lift_fresh_copy_84: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_84);  c_lifted_tensor_84 = None
        detach_84: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_84);  lift_fresh_copy_84 = None
        add_84: "f32[2]" = torch.ops.aten.add.Tensor(add_83, detach_84);  add_83 = detach_84 = None
        lift_fresh_copy_85: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_85);  c_lifted_tensor_85 = None
        detach_85: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_85);  lift_fresh_copy_85 = None
        add_85: "f32[2]" = torch.ops.aten.add.Tensor(add_84, detach_85);  add_84 = detach_85 = None
        lift_fresh_copy_86: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_86);  c_lifted_tensor_86 = None
        detach_86: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_86);  lift_fresh_copy_86 = None
        add_86: "f32[2]" = torch.ops.aten.add.Tensor(add_85, detach_86);  add_85 = detach_86 = None
        lift_fresh_copy_87: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_87);  c_lifted_tensor_87 = None
        detach_87: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_87);  lift_fresh_copy_87 = None
        add_87: "f32[2]" = torch.ops.aten.add.Tensor(add_86, detach_87);  add_86 = detach_87 = None
        lift_fresh_copy_88: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_88);  c_lifted_tensor_88 = None
        detach_88: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_88);  lift_fresh_copy_88 = None
        add_88: "f32[2]" = torch.ops.aten.add.Tensor(add_87, detach_88);  add_87 = detach_88 = None
        lift_fresh_copy_89: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_89);  c_lifted_tensor_89 = None
        detach_89: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_89);  lift_fresh_copy_89 = None
        add_89: "f32[2]" = torch.ops.aten.add.Tensor(add_88, detach_89);  add_88 = detach_89 = None
        lift_fresh_copy_90: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_90);  c_lifted_tensor_90 = None
        detach_90: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_90);  lift_fresh_copy_90 = None
        add_90: "f32[2]" = torch.ops.aten.add.Tensor(add_89, detach_90);  add_89 = detach_90 = None
        lift_fresh_copy_91: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_91);  c_lifted_tensor_91 = None
        detach_91: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_91);  lift_fresh_copy_91 = None
        add_91: "f32[2]" = torch.ops.aten.add.Tensor(add_90, detach_91);  add_90 = detach_91 = None
        lift_fresh_copy_92: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_92);  c_lifted_tensor_92 = None
        detach_92: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_92);  lift_fresh_copy_92 = None
        add_92: "f32[2]" = torch.ops.aten.add.Tensor(add_91, detach_92);  add_91 = detach_92 = None
        lift_fresh_copy_93: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_93);  c_lifted_tensor_93 = None
        detach_93: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_93);  lift_fresh_copy_93 = None
        add_93: "f32[2]" = torch.ops.aten.add.Tensor(add_92, detach_93);  add_92 = detach_93 = None
        lift_fresh_copy_94: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_94);  c_lifted_tensor_94 = None
        detach_94: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_94);  lift_fresh_copy_94 = None
        add_94: "f32[2]" = torch.ops.aten.add.Tensor(add_93, detach_94);  add_93 = detach_94 = None
        lift_fresh_copy_95: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_95);  c_lifted_tensor_95 = None
        detach_95: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_95);  lift_fresh_copy_95 = None
        add_95: "f32[2]" = torch.ops.aten.add.Tensor(add_94, detach_95);  add_94 = detach_95 = None
        lift_fresh_copy_96: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_96);  c_lifted_tensor_96 = None
        detach_96: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_96);  lift_fresh_copy_96 = None
        add_96: "f32[2]" = torch.ops.aten.add.Tensor(add_95, detach_96);  add_95 = detach_96 = None
        lift_fresh_copy_97: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_97);  c_lifted_tensor_97 = None
        detach_97: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_97);  lift_fresh_copy_97 = None
        add_97: "f32[2]" = torch.ops.aten.add.Tensor(add_96, detach_97);  add_96 = detach_97 = None
        lift_fresh_copy_98: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_98);  c_lifted_tensor_98 = None
        detach_98: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_98);  lift_fresh_copy_98 = None
        add_98: "f32[2]" = torch.ops.aten.add.Tensor(add_97, detach_98);  add_97 = detach_98 = None
        lift_fresh_copy_99: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_99);  c_lifted_tensor_99 = None
        detach_99: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_99);  lift_fresh_copy_99 = None
        add_99: "f32[2]" = torch.ops.aten.add.Tensor(add_98, detach_99);  add_98 = detach_99 = None
        lift_fresh_copy_100: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_100);  c_lifted_tensor_100 = None
        detach_100: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_100);  lift_fresh_copy_100 = None
        add_100: "f32[2]" = torch.ops.aten.add.Tensor(add_99, detach_100);  add_99 = detach_100 = None
        lift_fresh_copy_101: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_101);  c_lifted_tensor_101 = None
        detach_101: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_101);  lift_fresh_copy_101 = None
        add_101: "f32[2]" = torch.ops.aten.add.Tensor(add_100, detach_101);  add_100 = detach_101 = None
        lift_fresh_copy_102: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_102);  c_lifted_tensor_102 = None
        detach_102: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_102);  lift_fresh_copy_102 = None
        add_102: "f32[2]" = torch.ops.aten.add.Tensor(add_101, detach_102);  add_101 = detach_102 = None
        lift_fresh_copy_103: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_103);  c_lifted_tensor_103 = None
        detach_103: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_103);  lift_fresh_copy_103 = None
        add_103: "f32[2]" = torch.ops.aten.add.Tensor(add_102, detach_103);  add_102 = detach_103 = None
        lift_fresh_copy_104: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_104);  c_lifted_tensor_104 = None
        detach_104: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_104);  lift_fresh_copy_104 = None
        add_104: "f32[2]" = torch.ops.aten.add.Tensor(add_103, detach_104);  add_103 = detach_104 = None
        lift_fresh_copy_105: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_105);  c_lifted_tensor_105 = None
        detach_105: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_105);  lift_fresh_copy_105 = None
        add_105: "f32[2]" = torch.ops.aten.add.Tensor(add_104, detach_105);  add_104 = detach_105 = None
        lift_fresh_copy_106: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_106);  c_lifted_tensor_106 = None
        detach_106: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_106);  lift_fresh_copy_106 = None
        add_106: "f32[2]" = torch.ops.aten.add.Tensor(add_105, detach_106);  add_105 = detach_106 = None
        lift_fresh_copy_107: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_107);  c_lifted_tensor_107 = None
        detach_107: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_107);  lift_fresh_copy_107 = None
        add_107: "f32[2]" = torch.ops.aten.add.Tensor(add_106, detach_107);  add_106 = detach_107 = None
        lift_fresh_copy_108: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_108);  c_lifted_tensor_108 = None
        detach_108: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_108);  lift_fresh_copy_108 = None
        add_108: "f32[2]" = torch.ops.aten.add.Tensor(add_107, detach_108);  add_107 = detach_108 = None
        lift_fresh_copy_109: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_109);  c_lifted_tensor_109 = None
        detach_109: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_109);  lift_fresh_copy_109 = None
        add_109: "f32[2]" = torch.ops.aten.add.Tensor(add_108, detach_109);  add_108 = detach_109 = None
        lift_fresh_copy_110: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_110);  c_lifted_tensor_110 = None
        detach_110: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_110);  lift_fresh_copy_110 = None
        add_110: "f32[2]" = torch.ops.aten.add.Tensor(add_109, detach_110);  add_109 = detach_110 = None
        lift_fresh_copy_111: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_111);  c_lifted_tensor_111 = None
        detach_111: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_111);  lift_fresh_copy_111 = None
        add_111: "f32[2]" = torch.ops.aten.add.Tensor(add_110, detach_111);  add_110 = detach_111 = None
        lift_fresh_copy_112: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_112);  c_lifted_tensor_112 = None
        detach_112: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_112);  lift_fresh_copy_112 = None
        add_112: "f32[2]" = torch.ops.aten.add.Tensor(add_111, detach_112);  add_111 = detach_112 = None
        lift_fresh_copy_113: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_113);  c_lifted_tensor_113 = None
        detach_113: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_113);  lift_fresh_copy_113 = None
        add_113: "f32[2]" = torch.ops.aten.add.Tensor(add_112, detach_113);  add_112 = detach_113 = None
        lift_fresh_copy_114: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_114);  c_lifted_tensor_114 = None
        detach_114: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_114);  lift_fresh_copy_114 = None
        add_114: "f32[2]" = torch.ops.aten.add.Tensor(add_113, detach_114);  add_113 = detach_114 = None
        lift_fresh_copy_115: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_115);  c_lifted_tensor_115 = None
        detach_115: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_115);  lift_fresh_copy_115 = None
        add_115: "f32[2]" = torch.ops.aten.add.Tensor(add_114, detach_115);  add_114 = detach_115 = None
        lift_fresh_copy_116: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_116);  c_lifted_tensor_116 = None
        detach_116: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_116);  lift_fresh_copy_116 = None
        add_116: "f32[2]" = torch.ops.aten.add.Tensor(add_115, detach_116);  add_115 = detach_116 = None
        lift_fresh_copy_117: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_117);  c_lifted_tensor_117 = None
        detach_117: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_117);  lift_fresh_copy_117 = None
        add_117: "f32[2]" = torch.ops.aten.add.Tensor(add_116, detach_117);  add_116 = detach_117 = None
        lift_fresh_copy_118: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_118);  c_lifted_tensor_118 = None
        detach_118: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_118);  lift_fresh_copy_118 = None
        add_118: "f32[2]" = torch.ops.aten.add.Tensor(add_117, detach_118);  add_117 = detach_118 = None
        lift_fresh_copy_119: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_119);  c_lifted_tensor_119 = None
        detach_119: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_119);  lift_fresh_copy_119 = None
        add_119: "f32[2]" = torch.ops.aten.add.Tensor(add_118, detach_119);  add_118 = detach_119 = None
        lift_fresh_copy_120: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_120);  c_lifted_tensor_120 = None
        detach_120: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_120);  lift_fresh_copy_120 = None
        add_120: "f32[2]" = torch.ops.aten.add.Tensor(add_119, detach_120);  add_119 = detach_120 = None
        lift_fresh_copy_121: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_121);  c_lifted_tensor_121 = None
        detach_121: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_121);  lift_fresh_copy_121 = None
        add_121: "f32[2]" = torch.ops.aten.add.Tensor(add_120, detach_121);  add_120 = detach_121 = None
        lift_fresh_copy_122: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_122);  c_lifted_tensor_122 = None
        detach_122: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_122);  lift_fresh_copy_122 = None
        add_122: "f32[2]" = torch.ops.aten.add.Tensor(add_121, detach_122);  add_121 = detach_122 = None
        lift_fresh_copy_123: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_123);  c_lifted_tensor_123 = None
        detach_123: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_123);  lift_fresh_copy_123 = None
        add_123: "f32[2]" = torch.ops.aten.add.Tensor(add_122, detach_123);  add_122 = detach_123 = None
        lift_fresh_copy_124: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_124);  c_lifted_tensor_124 = None
        detach_124: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_124);  lift_fresh_copy_124 = None
        add_124: "f32[2]" = torch.ops.aten.add.Tensor(add_123, detach_124);  add_123 = detach_124 = None
        lift_fresh_copy_125: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_125);  c_lifted_tensor_125 = None
        detach_125: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_125);  lift_fresh_copy_125 = None
        add_125: "f32[2]" = torch.ops.aten.add.Tensor(add_124, detach_125);  add_124 = detach_125 = None
        lift_fresh_copy_126: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_126);  c_lifted_tensor_126 = None
        detach_126: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_126);  lift_fresh_copy_126 = None
        add_126: "f32[2]" = torch.ops.aten.add.Tensor(add_125, detach_126);  add_125 = detach_126 = None
        lift_fresh_copy_127: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_127);  c_lifted_tensor_127 = None
        detach_127: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_127);  lift_fresh_copy_127 = None
        add_127: "f32[2]" = torch.ops.aten.add.Tensor(add_126, detach_127);  add_126 = detach_127 = None
        lift_fresh_copy_128: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_128);  c_lifted_tensor_128 = None
        detach_128: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_128);  lift_fresh_copy_128 = None
        add_128: "f32[2]" = torch.ops.aten.add.Tensor(add_127, detach_128);  add_127 = detach_128 = None
        lift_fresh_copy_129: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_129);  c_lifted_tensor_129 = None
        detach_129: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_129);  lift_fresh_copy_129 = None
        add_129: "f32[2]" = torch.ops.aten.add.Tensor(add_128, detach_129);  add_128 = detach_129 = None
        lift_fresh_copy_130: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_130);  c_lifted_tensor_130 = None
        detach_130: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_130);  lift_fresh_copy_130 = None
        add_130: "f32[2]" = torch.ops.aten.add.Tensor(add_129, detach_130);  add_129 = detach_130 = None
        lift_fresh_copy_131: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_131);  c_lifted_tensor_131 = None
        detach_131: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_131);  lift_fresh_copy_131 = None
        add_131: "f32[2]" = torch.ops.aten.add.Tensor(add_130, detach_131);  add_130 = detach_131 = None
        lift_fresh_copy_132: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_132);  c_lifted_tensor_132 = None
        detach_132: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_132);  lift_fresh_copy_132 = None
        add_132: "f32[2]" = torch.ops.aten.add.Tensor(add_131, detach_132);  add_131 = detach_132 = None
        lift_fresh_copy_133: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_133);  c_lifted_tensor_133 = None
        detach_133: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_133);  lift_fresh_copy_133 = None
        add_133: "f32[2]" = torch.ops.aten.add.Tensor(add_132, detach_133);  add_132 = detach_133 = None
        lift_fresh_copy_134: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_134);  c_lifted_tensor_134 = None
        detach_134: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_134);  lift_fresh_copy_134 = None
        add_134: "f32[2]" = torch.ops.aten.add.Tensor(add_133, detach_134);  add_133 = detach_134 = None
        lift_fresh_copy_135: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_135);  c_lifted_tensor_135 = None
        detach_135: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_135);  lift_fresh_copy_135 = None
        add_135: "f32[2]" = torch.ops.aten.add.Tensor(add_134, detach_135);  add_134 = detach_135 = None
        lift_fresh_copy_136: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_136);  c_lifted_tensor_136 = None
        detach_136: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_136);  lift_fresh_copy_136 = None
        add_136: "f32[2]" = torch.ops.aten.add.Tensor(add_135, detach_136);  add_135 = detach_136 = None
        lift_fresh_copy_137: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_137);  c_lifted_tensor_137 = None
        detach_137: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_137);  lift_fresh_copy_137 = None
        add_137: "f32[2]" = torch.ops.aten.add.Tensor(add_136, detach_137);  add_136 = detach_137 = None
        lift_fresh_copy_138: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_138);  c_lifted_tensor_138 = None
        detach_138: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_138);  lift_fresh_copy_138 = None
        add_138: "f32[2]" = torch.ops.aten.add.Tensor(add_137, detach_138);  add_137 = detach_138 = None
        lift_fresh_copy_139: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_139);  c_lifted_tensor_139 = None
        detach_139: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_139);  lift_fresh_copy_139 = None
        add_139: "f32[2]" = torch.ops.aten.add.Tensor(add_138, detach_139);  add_138 = detach_139 = None
        lift_fresh_copy_140: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_140);  c_lifted_tensor_140 = None
        detach_140: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_140);  lift_fresh_copy_140 = None
        add_140: "f32[2]" = torch.ops.aten.add.Tensor(add_139, detach_140);  add_139 = detach_140 = None
        lift_fresh_copy_141: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_141);  c_lifted_tensor_141 = None
        detach_141: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_141);  lift_fresh_copy_141 = None
        add_141: "f32[2]" = torch.ops.aten.add.Tensor(add_140, detach_141);  add_140 = detach_141 = None
        lift_fresh_copy_142: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_142);  c_lifted_tensor_142 = None
        detach_142: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_142);  lift_fresh_copy_142 = None
        add_142: "f32[2]" = torch.ops.aten.add.Tensor(add_141, detach_142);  add_141 = detach_142 = None
        lift_fresh_copy_143: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_143);  c_lifted_tensor_143 = None
        detach_143: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_143);  lift_fresh_copy_143 = None
        add_143: "f32[2]" = torch.ops.aten.add.Tensor(add_142, detach_143);  add_142 = detach_143 = None
        lift_fresh_copy_144: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_144);  c_lifted_tensor_144 = None
        detach_144: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_144);  lift_fresh_copy_144 = None
        add_144: "f32[2]" = torch.ops.aten.add.Tensor(add_143, detach_144);  add_143 = detach_144 = None
        lift_fresh_copy_145: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_145);  c_lifted_tensor_145 = None
        detach_145: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_145);  lift_fresh_copy_145 = None
        add_145: "f32[2]" = torch.ops.aten.add.Tensor(add_144, detach_145);  add_144 = detach_145 = None
        lift_fresh_copy_146: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_146);  c_lifted_tensor_146 = None
        detach_146: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_146);  lift_fresh_copy_146 = None
        add_146: "f32[2]" = torch.ops.aten.add.Tensor(add_145, detach_146);  add_145 = detach_146 = None
        lift_fresh_copy_147: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_147);  c_lifted_tensor_147 = None
        detach_147: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_147);  lift_fresh_copy_147 = None
        add_147: "f32[2]" = torch.ops.aten.add.Tensor(add_146, detach_147);  add_146 = detach_147 = None
        lift_fresh_copy_148: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_148);  c_lifted_tensor_148 = None
        detach_148: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_148);  lift_fresh_copy_148 = None
        add_148: "f32[2]" = torch.ops.aten.add.Tensor(add_147, detach_148);  add_147 = detach_148 = None
        lift_fresh_copy_149: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_149);  c_lifted_tensor_149 = None
        detach_149: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_149);  lift_fresh_copy_149 = None
        add_149: "f32[2]" = torch.ops.aten.add.Tensor(add_148, detach_149);  add_148 = detach_149 = None
        lift_fresh_copy_150: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_150);  c_lifted_tensor_150 = None
        detach_150: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_150);  lift_fresh_copy_150 = None
        add_150: "f32[2]" = torch.ops.aten.add.Tensor(add_149, detach_150);  add_149 = detach_150 = None
        lift_fresh_copy_151: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_151);  c_lifted_tensor_151 = None
        detach_151: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_151);  lift_fresh_copy_151 = None
        add_151: "f32[2]" = torch.ops.aten.add.Tensor(add_150, detach_151);  add_150 = detach_151 = None
        lift_fresh_copy_152: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_152);  c_lifted_tensor_152 = None
        detach_152: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_152);  lift_fresh_copy_152 = None
        add_152: "f32[2]" = torch.ops.aten.add.Tensor(add_151, detach_152);  add_151 = detach_152 = None
        lift_fresh_copy_153: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_153);  c_lifted_tensor_153 = None
        detach_153: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_153);  lift_fresh_copy_153 = None
        add_153: "f32[2]" = torch.ops.aten.add.Tensor(add_152, detach_153);  add_152 = detach_153 = None
        lift_fresh_copy_154: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_154);  c_lifted_tensor_154 = None
        detach_154: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_154);  lift_fresh_copy_154 = None
        add_154: "f32[2]" = torch.ops.aten.add.Tensor(add_153, detach_154);  add_153 = detach_154 = None
        lift_fresh_copy_155: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_155);  c_lifted_tensor_155 = None
        detach_155: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_155);  lift_fresh_copy_155 = None
        add_155: "f32[2]" = torch.ops.aten.add.Tensor(add_154, detach_155);  add_154 = detach_155 = None
        lift_fresh_copy_156: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_156);  c_lifted_tensor_156 = None
        detach_156: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_156);  lift_fresh_copy_156 = None
        add_156: "f32[2]" = torch.ops.aten.add.Tensor(add_155, detach_156);  add_155 = detach_156 = None
        lift_fresh_copy_157: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_157);  c_lifted_tensor_157 = None
        detach_157: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_157);  lift_fresh_copy_157 = None
        add_157: "f32[2]" = torch.ops.aten.add.Tensor(add_156, detach_157);  add_156 = detach_157 = None
        lift_fresh_copy_158: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_158);  c_lifted_tensor_158 = None
        detach_158: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_158);  lift_fresh_copy_158 = None
        add_158: "f32[2]" = torch.ops.aten.add.Tensor(add_157, detach_158);  add_157 = detach_158 = None
        lift_fresh_copy_159: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_159);  c_lifted_tensor_159 = None
        detach_159: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_159);  lift_fresh_copy_159 = None
        add_159: "f32[2]" = torch.ops.aten.add.Tensor(add_158, detach_159);  add_158 = detach_159 = None
        lift_fresh_copy_160: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_160);  c_lifted_tensor_160 = None
        detach_160: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_160);  lift_fresh_copy_160 = None
        add_160: "f32[2]" = torch.ops.aten.add.Tensor(add_159, detach_160);  add_159 = detach_160 = None
        lift_fresh_copy_161: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_161);  c_lifted_tensor_161 = None
        detach_161: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_161);  lift_fresh_copy_161 = None
        add_161: "f32[2]" = torch.ops.aten.add.Tensor(add_160, detach_161);  add_160 = detach_161 = None
        lift_fresh_copy_162: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_162);  c_lifted_tensor_162 = None
        detach_162: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_162);  lift_fresh_copy_162 = None
        add_162: "f32[2]" = torch.ops.aten.add.Tensor(add_161, detach_162);  add_161 = detach_162 = None
        lift_fresh_copy_163: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_163);  c_lifted_tensor_163 = None
        detach_163: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_163);  lift_fresh_copy_163 = None
        add_163: "f32[2]" = torch.ops.aten.add.Tensor(add_162, detach_163);  add_162 = detach_163 = None
        lift_fresh_copy_164: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_164);  c_lifted_tensor_164 = None
        detach_164: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_164);  lift_fresh_copy_164 = None
        add_164: "f32[2]" = torch.ops.aten.add.Tensor(add_163, detach_164);  add_163 = detach_164 = None
        lift_fresh_copy_165: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_165);  c_lifted_tensor_165 = None
        detach_165: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_165);  lift_fresh_copy_165 = None
        add_165: "f32[2]" = torch.ops.aten.add.Tensor(add_164, detach_165);  add_164 = detach_165 = None
        lift_fresh_copy_166: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_166);  c_lifted_tensor_166 = None
        detach_166: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_166);  lift_fresh_copy_166 = None
        add_166: "f32[2]" = torch.ops.aten.add.Tensor(add_165, detach_166);  add_165 = detach_166 = None
        lift_fresh_copy_167: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_167);  c_lifted_tensor_167 = None
        detach_167: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_167);  lift_fresh_copy_167 = None
        add_167: "f32[2]" = torch.ops.aten.add.Tensor(add_166, detach_167);  add_166 = detach_167 = None
        lift_fresh_copy_168: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_168);  c_lifted_tensor_168 = None
        detach_168: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_168);  lift_fresh_copy_168 = None
        add_168: "f32[2]" = torch.ops.aten.add.Tensor(add_167, detach_168);  add_167 = detach_168 = None
        lift_fresh_copy_169: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_169);  c_lifted_tensor_169 = None
        detach_169: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_169);  lift_fresh_copy_169 = None
        add_169: "f32[2]" = torch.ops.aten.add.Tensor(add_168, detach_169);  add_168 = detach_169 = None
        lift_fresh_copy_170: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_170);  c_lifted_tensor_170 = None
        detach_170: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_170);  lift_fresh_copy_170 = None
        add_170: "f32[2]" = torch.ops.aten.add.Tensor(add_169, detach_170);  add_169 = detach_170 = None
        lift_fresh_copy_171: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_171);  c_lifted_tensor_171 = None
        detach_171: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_171);  lift_fresh_copy_171 = None
        add_171: "f32[2]" = torch.ops.aten.add.Tensor(add_170, detach_171);  add_170 = detach_171 = None
        lift_fresh_copy_172: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_172);  c_lifted_tensor_172 = None
        detach_172: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_172);  lift_fresh_copy_172 = None
        add_172: "f32[2]" = torch.ops.aten.add.Tensor(add_171, detach_172);  add_171 = detach_172 = None
        lift_fresh_copy_173: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_173);  c_lifted_tensor_173 = None
        detach_173: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_173);  lift_fresh_copy_173 = None
        add_173: "f32[2]" = torch.ops.aten.add.Tensor(add_172, detach_173);  add_172 = detach_173 = None
        lift_fresh_copy_174: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_174);  c_lifted_tensor_174 = None
        detach_174: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_174);  lift_fresh_copy_174 = None
        add_174: "f32[2]" = torch.ops.aten.add.Tensor(add_173, detach_174);  add_173 = detach_174 = None
        lift_fresh_copy_175: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_175);  c_lifted_tensor_175 = None
        detach_175: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_175);  lift_fresh_copy_175 = None
        add_175: "f32[2]" = torch.ops.aten.add.Tensor(add_174, detach_175);  add_174 = detach_175 = None
        lift_fresh_copy_176: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_176);  c_lifted_tensor_176 = None
        detach_176: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_176);  lift_fresh_copy_176 = None
        add_176: "f32[2]" = torch.ops.aten.add.Tensor(add_175, detach_176);  add_175 = detach_176 = None
        lift_fresh_copy_177: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_177);  c_lifted_tensor_177 = None
        detach_177: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_177);  lift_fresh_copy_177 = None
        add_177: "f32[2]" = torch.ops.aten.add.Tensor(add_176, detach_177);  add_176 = detach_177 = None
        lift_fresh_copy_178: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_178);  c_lifted_tensor_178 = None
        detach_178: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_178);  lift_fresh_copy_178 = None
        add_178: "f32[2]" = torch.ops.aten.add.Tensor(add_177, detach_178);  add_177 = detach_178 = None
        lift_fresh_copy_179: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_179);  c_lifted_tensor_179 = None
        detach_179: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_179);  lift_fresh_copy_179 = None
        add_179: "f32[2]" = torch.ops.aten.add.Tensor(add_178, detach_179);  add_178 = detach_179 = None
        lift_fresh_copy_180: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_180);  c_lifted_tensor_180 = None
        detach_180: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_180);  lift_fresh_copy_180 = None
        add_180: "f32[2]" = torch.ops.aten.add.Tensor(add_179, detach_180);  add_179 = detach_180 = None
        lift_fresh_copy_181: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_181);  c_lifted_tensor_181 = None
        detach_181: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_181);  lift_fresh_copy_181 = None
        add_181: "f32[2]" = torch.ops.aten.add.Tensor(add_180, detach_181);  add_180 = detach_181 = None
        lift_fresh_copy_182: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_182);  c_lifted_tensor_182 = None
        detach_182: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_182);  lift_fresh_copy_182 = None
        add_182: "f32[2]" = torch.ops.aten.add.Tensor(add_181, detach_182);  add_181 = detach_182 = None
        lift_fresh_copy_183: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_183);  c_lifted_tensor_183 = None
        detach_183: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_183);  lift_fresh_copy_183 = None
        add_183: "f32[2]" = torch.ops.aten.add.Tensor(add_182, detach_183);  add_182 = detach_183 = None
        lift_fresh_copy_184: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_184);  c_lifted_tensor_184 = None
        detach_184: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_184);  lift_fresh_copy_184 = None
        add_184: "f32[2]" = torch.ops.aten.add.Tensor(add_183, detach_184);  add_183 = detach_184 = None
        lift_fresh_copy_185: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_185);  c_lifted_tensor_185 = None
        detach_185: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_185);  lift_fresh_copy_185 = None
        add_185: "f32[2]" = torch.ops.aten.add.Tensor(add_184, detach_185);  add_184 = detach_185 = None
        lift_fresh_copy_186: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_186);  c_lifted_tensor_186 = None
        detach_186: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_186);  lift_fresh_copy_186 = None
        add_186: "f32[2]" = torch.ops.aten.add.Tensor(add_185, detach_186);  add_185 = detach_186 = None
        lift_fresh_copy_187: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_187);  c_lifted_tensor_187 = None
        detach_187: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_187);  lift_fresh_copy_187 = None
        add_187: "f32[2]" = torch.ops.aten.add.Tensor(add_186, detach_187);  add_186 = detach_187 = None
        lift_fresh_copy_188: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_188);  c_lifted_tensor_188 = None
        detach_188: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_188);  lift_fresh_copy_188 = None
        add_188: "f32[2]" = torch.ops.aten.add.Tensor(add_187, detach_188);  add_187 = detach_188 = None
        lift_fresh_copy_189: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_189);  c_lifted_tensor_189 = None
        detach_189: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_189);  lift_fresh_copy_189 = None
        add_189: "f32[2]" = torch.ops.aten.add.Tensor(add_188, detach_189);  add_188 = detach_189 = None
        lift_fresh_copy_190: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_190);  c_lifted_tensor_190 = None
        detach_190: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_190);  lift_fresh_copy_190 = None
        add_190: "f32[2]" = torch.ops.aten.add.Tensor(add_189, detach_190);  add_189 = detach_190 = None
        lift_fresh_copy_191: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_191);  c_lifted_tensor_191 = None
        detach_191: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_191);  lift_fresh_copy_191 = None
        add_191: "f32[2]" = torch.ops.aten.add.Tensor(add_190, detach_191);  add_190 = detach_191 = None
        lift_fresh_copy_192: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_192);  c_lifted_tensor_192 = None
        detach_192: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_192);  lift_fresh_copy_192 = None
        add_192: "f32[2]" = torch.ops.aten.add.Tensor(add_191, detach_192);  add_191 = detach_192 = None
        lift_fresh_copy_193: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_193);  c_lifted_tensor_193 = None
        detach_193: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_193);  lift_fresh_copy_193 = None
        add_193: "f32[2]" = torch.ops.aten.add.Tensor(add_192, detach_193);  add_192 = detach_193 = None
        lift_fresh_copy_194: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_194);  c_lifted_tensor_194 = None
        detach_194: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_194);  lift_fresh_copy_194 = None
        add_194: "f32[2]" = torch.ops.aten.add.Tensor(add_193, detach_194);  add_193 = detach_194 = None
        lift_fresh_copy_195: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_195);  c_lifted_tensor_195 = None
        detach_195: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_195);  lift_fresh_copy_195 = None
        add_195: "f32[2]" = torch.ops.aten.add.Tensor(add_194, detach_195);  add_194 = detach_195 = None
        lift_fresh_copy_196: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_196);  c_lifted_tensor_196 = None
        detach_196: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_196);  lift_fresh_copy_196 = None
        add_196: "f32[2]" = torch.ops.aten.add.Tensor(add_195, detach_196);  add_195 = detach_196 = None
        lift_fresh_copy_197: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_197);  c_lifted_tensor_197 = None
        detach_197: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_197);  lift_fresh_copy_197 = None
        add_197: "f32[2]" = torch.ops.aten.add.Tensor(add_196, detach_197);  add_196 = detach_197 = None
        lift_fresh_copy_198: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_198);  c_lifted_tensor_198 = None
        detach_198: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_198);  lift_fresh_copy_198 = None
        add_198: "f32[2]" = torch.ops.aten.add.Tensor(add_197, detach_198);  add_197 = detach_198 = None
        lift_fresh_copy_199: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_199);  c_lifted_tensor_199 = None
        detach_199: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_199);  lift_fresh_copy_199 = None
        add_199: "f32[2]" = torch.ops.aten.add.Tensor(add_198, detach_199);  add_198 = detach_199 = None
        lift_fresh_copy_200: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_200);  c_lifted_tensor_200 = None
        detach_200: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_200);  lift_fresh_copy_200 = None
        add_200: "f32[2]" = torch.ops.aten.add.Tensor(add_199, detach_200);  add_199 = detach_200 = None
        lift_fresh_copy_201: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_201);  c_lifted_tensor_201 = None
        detach_201: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_201);  lift_fresh_copy_201 = None
        add_201: "f32[2]" = torch.ops.aten.add.Tensor(add_200, detach_201);  add_200 = detach_201 = None
        lift_fresh_copy_202: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_202);  c_lifted_tensor_202 = None
        detach_202: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_202);  lift_fresh_copy_202 = None
        add_202: "f32[2]" = torch.ops.aten.add.Tensor(add_201, detach_202);  add_201 = detach_202 = None
        lift_fresh_copy_203: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_203);  c_lifted_tensor_203 = None
        detach_203: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_203);  lift_fresh_copy_203 = None
        add_203: "f32[2]" = torch.ops.aten.add.Tensor(add_202, detach_203);  add_202 = detach_203 = None
        lift_fresh_copy_204: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_204);  c_lifted_tensor_204 = None
        detach_204: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_204);  lift_fresh_copy_204 = None
        add_204: "f32[2]" = torch.ops.aten.add.Tensor(add_203, detach_204);  add_203 = detach_204 = None
        lift_fresh_copy_205: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_205);  c_lifted_tensor_205 = None
        detach_205: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_205);  lift_fresh_copy_205 = None
        add_205: "f32[2]" = torch.ops.aten.add.Tensor(add_204, detach_205);  add_204 = detach_205 = None
        lift_fresh_copy_206: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_206);  c_lifted_tensor_206 = None
        detach_206: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_206);  lift_fresh_copy_206 = None
        add_206: "f32[2]" = torch.ops.aten.add.Tensor(add_205, detach_206);  add_205 = detach_206 = None
        lift_fresh_copy_207: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_207);  c_lifted_tensor_207 = None
        detach_207: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_207);  lift_fresh_copy_207 = None
        add_207: "f32[2]" = torch.ops.aten.add.Tensor(add_206, detach_207);  add_206 = detach_207 = None
        lift_fresh_copy_208: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_208);  c_lifted_tensor_208 = None
        detach_208: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_208);  lift_fresh_copy_208 = None
        add_208: "f32[2]" = torch.ops.aten.add.Tensor(add_207, detach_208);  add_207 = detach_208 = None
        lift_fresh_copy_209: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_209);  c_lifted_tensor_209 = None
        detach_209: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_209);  lift_fresh_copy_209 = None
        add_209: "f32[2]" = torch.ops.aten.add.Tensor(add_208, detach_209);  add_208 = detach_209 = None
        lift_fresh_copy_210: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_210);  c_lifted_tensor_210 = None
        detach_210: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_210);  lift_fresh_copy_210 = None
        add_210: "f32[2]" = torch.ops.aten.add.Tensor(add_209, detach_210);  add_209 = detach_210 = None
        lift_fresh_copy_211: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_211);  c_lifted_tensor_211 = None
        detach_211: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_211);  lift_fresh_copy_211 = None
        add_211: "f32[2]" = torch.ops.aten.add.Tensor(add_210, detach_211);  add_210 = detach_211 = None
        lift_fresh_copy_212: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_212);  c_lifted_tensor_212 = None
        detach_212: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_212);  lift_fresh_copy_212 = None
        add_212: "f32[2]" = torch.ops.aten.add.Tensor(add_211, detach_212);  add_211 = detach_212 = None
        lift_fresh_copy_213: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_213);  c_lifted_tensor_213 = None
        detach_213: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_213);  lift_fresh_copy_213 = None
        add_213: "f32[2]" = torch.ops.aten.add.Tensor(add_212, detach_213);  add_212 = detach_213 = None
        lift_fresh_copy_214: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_214);  c_lifted_tensor_214 = None
        detach_214: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_214);  lift_fresh_copy_214 = None
        add_214: "f32[2]" = torch.ops.aten.add.Tensor(add_213, detach_214);  add_213 = detach_214 = None
        lift_fresh_copy_215: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_215);  c_lifted_tensor_215 = None
        detach_215: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_215);  lift_fresh_copy_215 = None
        add_215: "f32[2]" = torch.ops.aten.add.Tensor(add_214, detach_215);  add_214 = detach_215 = None
        lift_fresh_copy_216: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_216);  c_lifted_tensor_216 = None
        detach_216: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_216);  lift_fresh_copy_216 = None
        add_216: "f32[2]" = torch.ops.aten.add.Tensor(add_215, detach_216);  add_215 = detach_216 = None
        lift_fresh_copy_217: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_217);  c_lifted_tensor_217 = None
        detach_217: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_217);  lift_fresh_copy_217 = None
        add_217: "f32[2]" = torch.ops.aten.add.Tensor(add_216, detach_217);  add_216 = detach_217 = None
        lift_fresh_copy_218: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_218);  c_lifted_tensor_218 = None
        detach_218: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_218);  lift_fresh_copy_218 = None
        add_218: "f32[2]" = torch.ops.aten.add.Tensor(add_217, detach_218);  add_217 = detach_218 = None
        lift_fresh_copy_219: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_219);  c_lifted_tensor_219 = None
        detach_219: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_219);  lift_fresh_copy_219 = None
        add_219: "f32[2]" = torch.ops.aten.add.Tensor(add_218, detach_219);  add_218 = detach_219 = None
        lift_fresh_copy_220: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_220);  c_lifted_tensor_220 = None
        detach_220: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_220);  lift_fresh_copy_220 = None
        add_220: "f32[2]" = torch.ops.aten.add.Tensor(add_219, detach_220);  add_219 = detach_220 = None
        lift_fresh_copy_221: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_221);  c_lifted_tensor_221 = None
        detach_221: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_221);  lift_fresh_copy_221 = None
        add_221: "f32[2]" = torch.ops.aten.add.Tensor(add_220, detach_221);  add_220 = detach_221 = None
        lift_fresh_copy_222: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_222);  c_lifted_tensor_222 = None
        detach_222: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_222);  lift_fresh_copy_222 = None
        add_222: "f32[2]" = torch.ops.aten.add.Tensor(add_221, detach_222);  add_221 = detach_222 = None
        lift_fresh_copy_223: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_223);  c_lifted_tensor_223 = None
        detach_223: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_223);  lift_fresh_copy_223 = None
        add_223: "f32[2]" = torch.ops.aten.add.Tensor(add_222, detach_223);  add_222 = detach_223 = None
        lift_fresh_copy_224: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_224);  c_lifted_tensor_224 = None
        detach_224: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_224);  lift_fresh_copy_224 = None
        add_224: "f32[2]" = torch.ops.aten.add.Tensor(add_223, detach_224);  add_223 = detach_224 = None
        lift_fresh_copy_225: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_225);  c_lifted_tensor_225 = None
        detach_225: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_225);  lift_fresh_copy_225 = None
        add_225: "f32[2]" = torch.ops.aten.add.Tensor(add_224, detach_225);  add_224 = detach_225 = None
        lift_fresh_copy_226: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_226);  c_lifted_tensor_226 = None
        detach_226: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_226);  lift_fresh_copy_226 = None
        add_226: "f32[2]" = torch.ops.aten.add.Tensor(add_225, detach_226);  add_225 = detach_226 = None
        lift_fresh_copy_227: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_227);  c_lifted_tensor_227 = None
        detach_227: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_227);  lift_fresh_copy_227 = None
        add_227: "f32[2]" = torch.ops.aten.add.Tensor(add_226, detach_227);  add_226 = detach_227 = None
        lift_fresh_copy_228: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_228);  c_lifted_tensor_228 = None
        detach_228: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_228);  lift_fresh_copy_228 = None
        add_228: "f32[2]" = torch.ops.aten.add.Tensor(add_227, detach_228);  add_227 = detach_228 = None
        lift_fresh_copy_229: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_229);  c_lifted_tensor_229 = None
        detach_229: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_229);  lift_fresh_copy_229 = None
        add_229: "f32[2]" = torch.ops.aten.add.Tensor(add_228, detach_229);  add_228 = detach_229 = None
        lift_fresh_copy_230: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_230);  c_lifted_tensor_230 = None
        detach_230: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_230);  lift_fresh_copy_230 = None
        add_230: "f32[2]" = torch.ops.aten.add.Tensor(add_229, detach_230);  add_229 = detach_230 = None
        lift_fresh_copy_231: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_231);  c_lifted_tensor_231 = None
        detach_231: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_231);  lift_fresh_copy_231 = None
        add_231: "f32[2]" = torch.ops.aten.add.Tensor(add_230, detach_231);  add_230 = detach_231 = None
        lift_fresh_copy_232: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_232);  c_lifted_tensor_232 = None
        detach_232: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_232);  lift_fresh_copy_232 = None
        add_232: "f32[2]" = torch.ops.aten.add.Tensor(add_231, detach_232);  add_231 = detach_232 = None
        lift_fresh_copy_233: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_233);  c_lifted_tensor_233 = None
        detach_233: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_233);  lift_fresh_copy_233 = None
        add_233: "f32[2]" = torch.ops.aten.add.Tensor(add_232, detach_233);  add_232 = detach_233 = None
        lift_fresh_copy_234: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_234);  c_lifted_tensor_234 = None
        detach_234: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_234);  lift_fresh_copy_234 = None
        add_234: "f32[2]" = torch.ops.aten.add.Tensor(add_233, detach_234);  add_233 = detach_234 = None
        lift_fresh_copy_235: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_235);  c_lifted_tensor_235 = None
        detach_235: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_235);  lift_fresh_copy_235 = None
        add_235: "f32[2]" = torch.ops.aten.add.Tensor(add_234, detach_235);  add_234 = detach_235 = None
        lift_fresh_copy_236: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_236);  c_lifted_tensor_236 = None
        detach_236: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_236);  lift_fresh_copy_236 = None
        add_236: "f32[2]" = torch.ops.aten.add.Tensor(add_235, detach_236);  add_235 = detach_236 = None
        lift_fresh_copy_237: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_237);  c_lifted_tensor_237 = None
        detach_237: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_237);  lift_fresh_copy_237 = None
        add_237: "f32[2]" = torch.ops.aten.add.Tensor(add_236, detach_237);  add_236 = detach_237 = None
        lift_fresh_copy_238: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_238);  c_lifted_tensor_238 = None
        detach_238: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_238);  lift_fresh_copy_238 = None
        add_238: "f32[2]" = torch.ops.aten.add.Tensor(add_237, detach_238);  add_237 = detach_238 = None
        lift_fresh_copy_239: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_239);  c_lifted_tensor_239 = None
        detach_239: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_239);  lift_fresh_copy_239 = None
        add_239: "f32[2]" = torch.ops.aten.add.Tensor(add_238, detach_239);  add_238 = detach_239 = None
        lift_fresh_copy_240: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_240);  c_lifted_tensor_240 = None
        detach_240: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_240);  lift_fresh_copy_240 = None
        add_240: "f32[2]" = torch.ops.aten.add.Tensor(add_239, detach_240);  add_239 = detach_240 = None
        lift_fresh_copy_241: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_241);  c_lifted_tensor_241 = None
        detach_241: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_241);  lift_fresh_copy_241 = None
        add_241: "f32[2]" = torch.ops.aten.add.Tensor(add_240, detach_241);  add_240 = detach_241 = None
        lift_fresh_copy_242: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_242);  c_lifted_tensor_242 = None
        detach_242: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_242);  lift_fresh_copy_242 = None
        add_242: "f32[2]" = torch.ops.aten.add.Tensor(add_241, detach_242);  add_241 = detach_242 = None
        lift_fresh_copy_243: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_243);  c_lifted_tensor_243 = None
        detach_243: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_243);  lift_fresh_copy_243 = None
        add_243: "f32[2]" = torch.ops.aten.add.Tensor(add_242, detach_243);  add_242 = detach_243 = None
        lift_fresh_copy_244: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_244);  c_lifted_tensor_244 = None
        detach_244: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_244);  lift_fresh_copy_244 = None
        add_244: "f32[2]" = torch.ops.aten.add.Tensor(add_243, detach_244);  add_243 = detach_244 = None
        lift_fresh_copy_245: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_245);  c_lifted_tensor_245 = None
        detach_245: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_245);  lift_fresh_copy_245 = None
        add_245: "f32[2]" = torch.ops.aten.add.Tensor(add_244, detach_245);  add_244 = detach_245 = None
        lift_fresh_copy_246: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_246);  c_lifted_tensor_246 = None
        detach_246: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_246);  lift_fresh_copy_246 = None
        add_246: "f32[2]" = torch.ops.aten.add.Tensor(add_245, detach_246);  add_245 = detach_246 = None
        lift_fresh_copy_247: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_247);  c_lifted_tensor_247 = None
        detach_247: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_247);  lift_fresh_copy_247 = None
        add_247: "f32[2]" = torch.ops.aten.add.Tensor(add_246, detach_247);  add_246 = detach_247 = None
        lift_fresh_copy_248: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_248);  c_lifted_tensor_248 = None
        detach_248: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_248);  lift_fresh_copy_248 = None
        add_248: "f32[2]" = torch.ops.aten.add.Tensor(add_247, detach_248);  add_247 = detach_248 = None
        lift_fresh_copy_249: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_249);  c_lifted_tensor_249 = None
        detach_249: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_249);  lift_fresh_copy_249 = None
        add_249: "f32[2]" = torch.ops.aten.add.Tensor(add_248, detach_249);  add_248 = detach_249 = None
        lift_fresh_copy_250: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_250);  c_lifted_tensor_250 = None
        detach_250: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_250);  lift_fresh_copy_250 = None
        add_250: "f32[2]" = torch.ops.aten.add.Tensor(add_249, detach_250);  add_249 = detach_250 = None
        lift_fresh_copy_251: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_251);  c_lifted_tensor_251 = None
        detach_251: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_251);  lift_fresh_copy_251 = None
        add_251: "f32[2]" = torch.ops.aten.add.Tensor(add_250, detach_251);  add_250 = detach_251 = None
        lift_fresh_copy_252: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_252);  c_lifted_tensor_252 = None
        detach_252: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_252);  lift_fresh_copy_252 = None
        add_252: "f32[2]" = torch.ops.aten.add.Tensor(add_251, detach_252);  add_251 = detach_252 = None
        lift_fresh_copy_253: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_253);  c_lifted_tensor_253 = None
        detach_253: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_253);  lift_fresh_copy_253 = None
        add_253: "f32[2]" = torch.ops.aten.add.Tensor(add_252, detach_253);  add_252 = detach_253 = None
        lift_fresh_copy_254: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_254);  c_lifted_tensor_254 = None
        detach_254: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_254);  lift_fresh_copy_254 = None
        add_254: "f32[2]" = torch.ops.aten.add.Tensor(add_253, detach_254);  add_253 = detach_254 = None
        lift_fresh_copy_255: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_255);  c_lifted_tensor_255 = None
        detach_255: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_255);  lift_fresh_copy_255 = None
        add_255: "f32[2]" = torch.ops.aten.add.Tensor(add_254, detach_255);  add_254 = detach_255 = None
        lift_fresh_copy_256: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_256);  c_lifted_tensor_256 = None
        detach_256: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_256);  lift_fresh_copy_256 = None
        add_256: "f32[2]" = torch.ops.aten.add.Tensor(add_255, detach_256);  add_255 = detach_256 = None
        lift_fresh_copy_257: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_257);  c_lifted_tensor_257 = None
        detach_257: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_257);  lift_fresh_copy_257 = None
        add_257: "f32[2]" = torch.ops.aten.add.Tensor(add_256, detach_257);  add_256 = detach_257 = None
        lift_fresh_copy_258: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_258);  c_lifted_tensor_258 = None
        detach_258: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_258);  lift_fresh_copy_258 = None
        add_258: "f32[2]" = torch.ops.aten.add.Tensor(add_257, detach_258);  add_257 = detach_258 = None
        lift_fresh_copy_259: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_259);  c_lifted_tensor_259 = None
        detach_259: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_259);  lift_fresh_copy_259 = None
        add_259: "f32[2]" = torch.ops.aten.add.Tensor(add_258, detach_259);  add_258 = detach_259 = None
        lift_fresh_copy_260: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_260);  c_lifted_tensor_260 = None
        detach_260: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_260);  lift_fresh_copy_260 = None
        add_260: "f32[2]" = torch.ops.aten.add.Tensor(add_259, detach_260);  add_259 = detach_260 = None
        lift_fresh_copy_261: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_261);  c_lifted_tensor_261 = None
        detach_261: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_261);  lift_fresh_copy_261 = None
        add_261: "f32[2]" = torch.ops.aten.add.Tensor(add_260, detach_261);  add_260 = detach_261 = None
        lift_fresh_copy_262: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_262);  c_lifted_tensor_262 = None
        detach_262: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_262);  lift_fresh_copy_262 = None
        add_262: "f32[2]" = torch.ops.aten.add.Tensor(add_261, detach_262);  add_261 = detach_262 = None
        lift_fresh_copy_263: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_263);  c_lifted_tensor_263 = None
        detach_263: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_263);  lift_fresh_copy_263 = None
        add_263: "f32[2]" = torch.ops.aten.add.Tensor(add_262, detach_263);  add_262 = detach_263 = None
        lift_fresh_copy_264: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_264);  c_lifted_tensor_264 = None
        detach_264: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_264);  lift_fresh_copy_264 = None
        add_264: "f32[2]" = torch.ops.aten.add.Tensor(add_263, detach_264);  add_263 = detach_264 = None
        lift_fresh_copy_265: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_265);  c_lifted_tensor_265 = None
        detach_265: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_265);  lift_fresh_copy_265 = None
        add_265: "f32[2]" = torch.ops.aten.add.Tensor(add_264, detach_265);  add_264 = detach_265 = None
        lift_fresh_copy_266: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_266);  c_lifted_tensor_266 = None
        detach_266: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_266);  lift_fresh_copy_266 = None
        add_266: "f32[2]" = torch.ops.aten.add.Tensor(add_265, detach_266);  add_265 = detach_266 = None
        lift_fresh_copy_267: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_267);  c_lifted_tensor_267 = None
        detach_267: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_267);  lift_fresh_copy_267 = None
        add_267: "f32[2]" = torch.ops.aten.add.Tensor(add_266, detach_267);  add_266 = detach_267 = None
        lift_fresh_copy_268: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_268);  c_lifted_tensor_268 = None
        detach_268: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_268);  lift_fresh_copy_268 = None
        add_268: "f32[2]" = torch.ops.aten.add.Tensor(add_267, detach_268);  add_267 = detach_268 = None
        lift_fresh_copy_269: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_269);  c_lifted_tensor_269 = None
        detach_269: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_269);  lift_fresh_copy_269 = None
        add_269: "f32[2]" = torch.ops.aten.add.Tensor(add_268, detach_269);  add_268 = detach_269 = None
        lift_fresh_copy_270: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_270);  c_lifted_tensor_270 = None
        detach_270: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_270);  lift_fresh_copy_270 = None
        add_270: "f32[2]" = torch.ops.aten.add.Tensor(add_269, detach_270);  add_269 = detach_270 = None
        lift_fresh_copy_271: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_271);  c_lifted_tensor_271 = None
        detach_271: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_271);  lift_fresh_copy_271 = None
        add_271: "f32[2]" = torch.ops.aten.add.Tensor(add_270, detach_271);  add_270 = detach_271 = None
        lift_fresh_copy_272: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_272);  c_lifted_tensor_272 = None
        detach_272: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_272);  lift_fresh_copy_272 = None
        add_272: "f32[2]" = torch.ops.aten.add.Tensor(add_271, detach_272);  add_271 = detach_272 = None
        lift_fresh_copy_273: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_273);  c_lifted_tensor_273 = None
        detach_273: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_273);  lift_fresh_copy_273 = None
        add_273: "f32[2]" = torch.ops.aten.add.Tensor(add_272, detach_273);  add_272 = detach_273 = None
        lift_fresh_copy_274: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_274);  c_lifted_tensor_274 = None
        detach_274: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_274);  lift_fresh_copy_274 = None
        add_274: "f32[2]" = torch.ops.aten.add.Tensor(add_273, detach_274);  add_273 = detach_274 = None
        lift_fresh_copy_275: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_275);  c_lifted_tensor_275 = None
        detach_275: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_275);  lift_fresh_copy_275 = None
        add_275: "f32[2]" = torch.ops.aten.add.Tensor(add_274, detach_275);  add_274 = detach_275 = None
        lift_fresh_copy_276: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_276);  c_lifted_tensor_276 = None
        detach_276: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_276);  lift_fresh_copy_276 = None
        add_276: "f32[2]" = torch.ops.aten.add.Tensor(add_275, detach_276);  add_275 = detach_276 = None
        lift_fresh_copy_277: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_277);  c_lifted_tensor_277 = None
        detach_277: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_277);  lift_fresh_copy_277 = None
        add_277: "f32[2]" = torch.ops.aten.add.Tensor(add_276, detach_277);  add_276 = detach_277 = None
        lift_fresh_copy_278: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_278);  c_lifted_tensor_278 = None
        detach_278: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_278);  lift_fresh_copy_278 = None
        add_278: "f32[2]" = torch.ops.aten.add.Tensor(add_277, detach_278);  add_277 = detach_278 = None
        lift_fresh_copy_279: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_279);  c_lifted_tensor_279 = None
        detach_279: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_279);  lift_fresh_copy_279 = None
        add_279: "f32[2]" = torch.ops.aten.add.Tensor(add_278, detach_279);  add_278 = detach_279 = None
        lift_fresh_copy_280: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_280);  c_lifted_tensor_280 = None
        detach_280: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_280);  lift_fresh_copy_280 = None
        add_280: "f32[2]" = torch.ops.aten.add.Tensor(add_279, detach_280);  add_279 = detach_280 = None
        lift_fresh_copy_281: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_281);  c_lifted_tensor_281 = None
        detach_281: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_281);  lift_fresh_copy_281 = None
        add_281: "f32[2]" = torch.ops.aten.add.Tensor(add_280, detach_281);  add_280 = detach_281 = None
        lift_fresh_copy_282: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_282);  c_lifted_tensor_282 = None
        detach_282: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_282);  lift_fresh_copy_282 = None
        add_282: "f32[2]" = torch.ops.aten.add.Tensor(add_281, detach_282);  add_281 = detach_282 = None
        lift_fresh_copy_283: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_283);  c_lifted_tensor_283 = None
        detach_283: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_283);  lift_fresh_copy_283 = None
        add_283: "f32[2]" = torch.ops.aten.add.Tensor(add_282, detach_283);  add_282 = detach_283 = None
        lift_fresh_copy_284: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_284);  c_lifted_tensor_284 = None
        detach_284: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_284);  lift_fresh_copy_284 = None
        add_284: "f32[2]" = torch.ops.aten.add.Tensor(add_283, detach_284);  add_283 = detach_284 = None
        lift_fresh_copy_285: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_285);  c_lifted_tensor_285 = None
        detach_285: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_285);  lift_fresh_copy_285 = None
        add_285: "f32[2]" = torch.ops.aten.add.Tensor(add_284, detach_285);  add_284 = detach_285 = None
        lift_fresh_copy_286: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_286);  c_lifted_tensor_286 = None
        detach_286: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_286);  lift_fresh_copy_286 = None
        add_286: "f32[2]" = torch.ops.aten.add.Tensor(add_285, detach_286);  add_285 = detach_286 = None
        lift_fresh_copy_287: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_287);  c_lifted_tensor_287 = None
        detach_287: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_287);  lift_fresh_copy_287 = None
        add_287: "f32[2]" = torch.ops.aten.add.Tensor(add_286, detach_287);  add_286 = detach_287 = None
        lift_fresh_copy_288: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_288);  c_lifted_tensor_288 = None
        detach_288: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_288);  lift_fresh_copy_288 = None
        add_288: "f32[2]" = torch.ops.aten.add.Tensor(add_287, detach_288);  add_287 = detach_288 = None
        lift_fresh_copy_289: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_289);  c_lifted_tensor_289 = None
        detach_289: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_289);  lift_fresh_copy_289 = None
        add_289: "f32[2]" = torch.ops.aten.add.Tensor(add_288, detach_289);  add_288 = detach_289 = None
        lift_fresh_copy_290: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_290);  c_lifted_tensor_290 = None
        detach_290: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_290);  lift_fresh_copy_290 = None
        add_290: "f32[2]" = torch.ops.aten.add.Tensor(add_289, detach_290);  add_289 = detach_290 = None
        lift_fresh_copy_291: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_291);  c_lifted_tensor_291 = None
        detach_291: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_291);  lift_fresh_copy_291 = None
        add_291: "f32[2]" = torch.ops.aten.add.Tensor(add_290, detach_291);  add_290 = detach_291 = None
        lift_fresh_copy_292: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_292);  c_lifted_tensor_292 = None
        detach_292: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_292);  lift_fresh_copy_292 = None
        add_292: "f32[2]" = torch.ops.aten.add.Tensor(add_291, detach_292);  add_291 = detach_292 = None
        lift_fresh_copy_293: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_293);  c_lifted_tensor_293 = None
        detach_293: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_293);  lift_fresh_copy_293 = None
        add_293: "f32[2]" = torch.ops.aten.add.Tensor(add_292, detach_293);  add_292 = detach_293 = None
        lift_fresh_copy_294: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_294);  c_lifted_tensor_294 = None
        detach_294: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_294);  lift_fresh_copy_294 = None
        add_294: "f32[2]" = torch.ops.aten.add.Tensor(add_293, detach_294);  add_293 = detach_294 = None
        lift_fresh_copy_295: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_295);  c_lifted_tensor_295 = None
        detach_295: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_295);  lift_fresh_copy_295 = None
        add_295: "f32[2]" = torch.ops.aten.add.Tensor(add_294, detach_295);  add_294 = detach_295 = None
        lift_fresh_copy_296: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_296);  c_lifted_tensor_296 = None
        detach_296: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_296);  lift_fresh_copy_296 = None
        add_296: "f32[2]" = torch.ops.aten.add.Tensor(add_295, detach_296);  add_295 = detach_296 = None
        lift_fresh_copy_297: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_297);  c_lifted_tensor_297 = None
        detach_297: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_297);  lift_fresh_copy_297 = None
        add_297: "f32[2]" = torch.ops.aten.add.Tensor(add_296, detach_297);  add_296 = detach_297 = None
        lift_fresh_copy_298: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_298);  c_lifted_tensor_298 = None
        detach_298: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_298);  lift_fresh_copy_298 = None
        add_298: "f32[2]" = torch.ops.aten.add.Tensor(add_297, detach_298);  add_297 = detach_298 = None
        lift_fresh_copy_299: "i64[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_299);  c_lifted_tensor_299 = None
        detach_299: "i64[]" = torch.ops.aten.detach.default(lift_fresh_copy_299);  lift_fresh_copy_299 = None
        add_299: "f32[2]" = torch.ops.aten.add.Tensor(add_298, detach_299);  add_298 = detach_299 = None
        return (add_299,)
